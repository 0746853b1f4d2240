import { api } from '#app/lib/api-client';
import type { Appointment } from '#shared/schemas/appointment';
import type {
  PaymentCreateAnswer,
  PaymentCreateInput,
  PaymentProvider,
  PaymentProvidersAnswer,
} from '#shared/schemas/payment';

/**
 * The server names its default provider: `jazzcash` when merchant credentials are configured,
 * else `sandbox`, its own checkout page, except in production, where it names none and online
 * payment is off (ADR 140). Null then.
 */
export const getDefaultProvider = () =>
  api.get<PaymentProvidersAnswer>('/payments/providers').then((answer) => answer?.default ?? null);

export const getAppointment = (id: string, signal?: AbortSignal) =>
  api.get<Appointment>(`/appointments/${encodeURIComponent(id)}`, { signal });

/** ADR 002: the payment carries the signed-in patient's own e-mail and phone. */
export const getOwnContact = () => api.get<{ email?: string; phone?: string }>('/auth/profile');

export const createPayment = (provider: PaymentProvider, input: PaymentCreateInput) =>
  api
    .post<PaymentCreateAnswer>(`/payments/${provider}/create`, input)
    .then((r) => r.data as unknown);
