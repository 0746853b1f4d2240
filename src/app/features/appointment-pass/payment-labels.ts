import { msg } from '#app/lib/i18n';
import type { PaymentStatus } from '#shared/schemas/appointment';

/** ADR 079's payment states in words (the fee is paid at the clinic's desk unless "Paid"). */
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  unpaid: msg('Unpaid'),
  pending: msg('Payment due at the clinic'),
  paid: msg('Paid'),
  failed: msg('Payment failed'),
  refunded: msg('Refunded'),
};

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  cash: msg('Cash'),
};
