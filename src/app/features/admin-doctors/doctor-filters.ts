import type { AdminDoctor } from '#shared/schemas/admin-doctors';

export const DOCTOR_STATUS_FILTERS = ['pending', 'verified', 'rejected'] as const;
export type DoctorStatusFilter = (typeof DOCTOR_STATUS_FILTERS)[number] | '';

export type DoctorFilters = { search: string; status: DoctorStatusFilter; specialty: string };

/**
 * ADR 077, Admin lists: on the loaded list, by name or e-mail (any case), by verification
 * status (ADR 002: pending, verified and rejected are three states) and by specialty.
 */
export function filterDoctors(doctors: readonly AdminDoctor[], f: DoctorFilters): AdminDoctor[] {
  const needle = f.search.trim().toLowerCase();
  return doctors.filter(
    (d) =>
      (!needle ||
        d.name.toLowerCase().includes(needle) ||
        d.email.toLowerCase().includes(needle)) &&
      (!f.status || d.verificationStatus === f.status) &&
      (!f.specialty || d.specialization === f.specialty),
  );
}

/** ADR 081: the specialty filter's options, the distinct specialties of the list, sorted. */
export function specialtiesOf(doctors: readonly AdminDoctor[]): string[] {
  const names = new Set(doctors.map((d) => d.specialization?.trim()).filter(Boolean) as string[]);
  return [...names].sort((a, b) => a.localeCompare(b));
}
