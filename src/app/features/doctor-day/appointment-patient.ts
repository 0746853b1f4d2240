import { msg } from '#app/lib/i18n';
import type { DoctorAppointment } from './hooks/use-doctor-day';

/** The name shown for a row that names nobody. */
export const UNKNOWN_PATIENT = msg('Unknown Patient');

/**
 * Who the visit is for (ADR 095): a family member booked for is the patient, with no picture of
 * their own; otherwise the account holder. '' when the row names nobody.
 */
export function appointmentPatient(a: DoctorAppointment) {
  const member = a.familyMember ?? null;
  return {
    name: (member?.name ?? a.patient?.name ?? '').trim(),
    avatar: member ? undefined : a.patient?.avatar,
    member,
  };
}
