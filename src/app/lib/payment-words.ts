import { msg } from '#app/lib/i18n';
import type { Appointment } from '#shared/schemas/appointment';
import type { AppointmentMode } from '#shared/schemas/practice';

/**
 * Whether the patient paid, and how, in the words of the doctor's card and the front desk's day:
 * a paid booking says cash or online (the provider's name is the method of an online payment,
 * ADR 107); an unpaid one where its fee is due, the desk or online for a video visit.
 */
export function paymentWords(
  payment: Pick<Appointment['payment'], 'method' | 'status'>,
  mode: AppointmentMode | undefined,
): string {
  switch (payment.status) {
    case 'paid':
      return payment.method === 'cash' ? msg('Paid in cash') : msg('Paid online');
    case 'pending':
      return mode === 'video' ? msg('Payment due online') : msg('Payment due at the clinic');
    case 'failed':
      return msg('Payment failed');
    case 'refunded':
      return msg('Refunded');
    default:
      return msg('Unpaid');
  }
}
