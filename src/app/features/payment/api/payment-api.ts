import { api } from '#app/lib/api-client';
import type { Appointment } from '#shared/schemas/appointment';
import type {
  PaymentCreateAnswer,
  PaymentCreateInput,
  PaymentProvider,
} from '#shared/schemas/payment';

/**
 * The server names its default provider: `jazzcash` when merchant credentials are configured,
 * else `sandbox`, its own checkout page (ADR 010). Either way it answers where to send the browser.
 */
export const getDefaultProvider = () =>
  api
    .get<{ default: PaymentProvider; available: PaymentProvider[] }>('/payments/providers')
    .then((answer) => answer?.default ?? 'sandbox');

export const getAppointment = (id: string, signal?: AbortSignal) =>
  api.get<Appointment>(`/appointments/${encodeURIComponent(id)}`, { signal });

/** ADR 002: the payment carries the signed-in patient's own e-mail and phone. */
export const getOwnContact = () => api.get<{ email?: string; phone?: string }>('/auth/profile');

export const createPayment = (provider: PaymentProvider, input: PaymentCreateInput) =>
  api
    .post<PaymentCreateAnswer>(`/payments/${provider}/create`, input)
    .then((r) => r.data as unknown);
