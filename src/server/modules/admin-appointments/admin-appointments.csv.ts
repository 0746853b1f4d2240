import { toCsv } from '#server/lib/csv';
import type { Appointment } from '#shared/schemas/appointment';

/** The Manage Appointments table as CSV; date and time are on the clinic's calendar and clock. */
export function appointmentsCsv(list: readonly Appointment[], zone: string): string {
  return toCsv(
    [
      'Patient',
      'Patient Email',
      'Doctor',
      'Specialization',
      `Date (${zone})`,
      `Time (${zone})`,
      'Type',
      'Status',
      'Fee (PKR)',
      'Reason',
      'Cancellation Reason',
    ],
    list.map((a) => [
      a.patient.name,
      a.patient.email,
      a.doctor.name,
      a.doctor.specialization,
      a.date,
      a.time,
      a.type,
      a.status,
      a.fee,
      a.reason,
      a.cancellationReason ?? '',
    ]),
  );
}
