import type { DoctorPatient } from '#shared/schemas/doctor-patients';

/** ADR 080: search by name or e-mail, case-insensitive, on the device so it works offline. */
export function matchesSearch(patient: DoctorPatient, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [patient.name, patient.email].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}
