import { api } from '#app/lib/api-client';
import type { CallInfo } from '#shared/schemas/call';

/** GET /api/appointments/{id}/call (ADR 113): asked again before every connect (single-use ticket). */
export const fetchCallInfo = (appointmentId: string, signal?: AbortSignal) =>
  api.get<CallInfo>(`/appointments/${encodeURIComponent(appointmentId)}/call`, { signal });

/** POST …/call/consent: the patient's agreement, recorded once at Join call (ADR 113). */
export const giveCallConsent = (appointmentId: string) =>
  api.post(`/appointments/${encodeURIComponent(appointmentId)}/call/consent`);
