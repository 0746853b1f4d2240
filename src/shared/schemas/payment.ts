import * as v from 'valibot';
import { singleLine } from './common';

export const PAYMENT_PROVIDERS = ['sandbox', 'jazzcash'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_CURRENCY = 'PKR';

export const PAYMENT_MSG = {
  appointmentRequired: 'Please choose the appointment to pay for',
  amount: 'Amount must be a positive number',
  currency: 'Payments are in PKR',
  text: 'Please keep this under 200 characters',
  alreadyPaid: 'This appointment is already paid',
  cancelled: 'A cancelled appointment cannot be paid',
  notConfirmed: 'Please confirm the booking before paying',
  unknownProvider: 'Payment provider not found',
  notConfigured: 'This payment provider is not configured',
  sandboxOff: 'The test payment provider is off on this server: payments go through JazzCash',
  noProvider: 'Online payment is not available: no payment provider is configured on this server',
  unavailable: 'Online payment is not available right now. Please contact the clinic to pay.',
  inProgress:
    'A payment for this appointment is already in progress. Please finish it in the window where you started it, or try again in an hour.',
  badSignature: 'Invalid payment signature',
  replayed: 'This payment was already processed',
  unknownPayment: 'Payment not found',
  invalidResponse: 'Invalid payment response from server',
} as const;

const optionalText = v.optional(
  v.pipe(v.string(PAYMENT_MSG.text), v.maxLength(200, PAYMENT_MSG.text), singleLine()),
);

/**
 * POST /payments/{provider}/create. Amount, currency, e-mail and phone are checked for shape
 * only: the server takes the amount from the appointment and the contact from the patient
 * (ADR 002).
 */
export const PaymentCreateSchema = v.object({
  appointmentId: v.pipe(
    v.string(PAYMENT_MSG.appointmentRequired),
    v.trim(),
    v.nonEmpty(PAYMENT_MSG.appointmentRequired),
  ),
  amount: v.optional(
    v.pipe(
      v.number(PAYMENT_MSG.amount),
      v.finite(PAYMENT_MSG.amount),
      v.minValue(0, PAYMENT_MSG.amount),
    ),
  ),
  currency: v.optional(v.literal(PAYMENT_CURRENCY, PAYMENT_MSG.currency)),
  description: optionalText,
  customerEmail: optionalText,
  customerPhone: optionalText,
});
export type PaymentCreateInput = v.InferOutput<typeof PaymentCreateSchema>;

export type PaymentCreateAnswer = { redirectUrl: string; formData: Record<string, string> };
/** GET /payments/providers (ADR 140): no default, and none available, when online payment is off. */
export type PaymentProvidersAnswer = {
  default: PaymentProvider | null;
  available: PaymentProvider[];
};
/**
 * How long a started payment blocks another for the same appointment (ADR 140): JazzCash's form
 * expires an hour after it is made, so a payment not back by then is not coming back.
 */
export const PAYMENT_IN_PROGRESS_MINUTES = 60;
export type PaymentOutcome = 'success' | 'failed';
