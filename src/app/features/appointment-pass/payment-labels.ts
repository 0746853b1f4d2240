import { msg } from '#app/lib/i18n';
import type { PaymentStatus } from '#shared/schemas/appointment';
import type { AppointmentMode } from '#shared/schemas/practice';

/** ADR 079's payment states in words (the fee is paid at the clinic's desk unless "Paid"). */
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  unpaid: msg('Unpaid'),
  pending: msg('Payment due at the clinic'),
  paid: msg('Paid'),
  failed: msg('Payment failed'),
  refunded: msg('Refunded'),
};

// A video visit has no desk to pay at: its fee is due online, and the booking's "cash" (the
// method ADR 079 records at confirmation) says nothing about how it will be paid.
const PAYMENT_DUE_ONLINE = msg('Payment due online');

/** The payment's state in words for the visit's mode; undefined when it has none. */
export const paymentStatusLabel = (
  status: PaymentStatus | undefined,
  mode: AppointmentMode | undefined,
): string | undefined =>
  mode === 'video' && status === 'pending'
    ? PAYMENT_DUE_ONLINE
    : status
      ? PAYMENT_STATUS_LABEL[status]
      : undefined;

/** The method to show beside it: none for a video visit's booking-time "cash". */
export const shownMethod = (method: string | null, mode: AppointmentMode | undefined) =>
  mode === 'video' && method === 'cash' ? null : method;
