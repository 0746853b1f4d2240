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
      'Payment Status',
      'Refund (PKR)',
      'Refund Status',
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
      a.payment.status,
      // One refund per charge (ADR 107, ADR 140): their total and statuses; none leaves both empty.
      ...refundCells(a.payment.refunds ?? []),
    ]),
  );
}

function refundCells(
  refunds: NonNullable<Appointment['payment']['refunds']>,
): [number | '', string] {
  if (refunds.length === 0) return ['', ''];
  const total = refunds.reduce((sum, r) => sum + r.amount, 0);
  return [total, [...new Set(refunds.map((r) => r.status))].join(' / ')];
}
