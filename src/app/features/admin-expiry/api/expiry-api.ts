import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { Appointment } from '#shared/schemas/appointment';
import type { ExpiryCheckResult } from '#shared/schemas/expiry';

/** ADR 078, Expiry. */
export const LOAD_EXPIRING_FAILED = msg('Failed to load expiring appointments.');
export const CHECK_FAILED = msg('Failed to process expired appointments.');

export type ExpiringList =
  | { ok: true; appointments: Appointment[]; loadedAt: number }
  | { ok: false; message: string };

/** The route loader of /admin/expiry; a failure is returned for the screen's red banner. */
export async function loadExpiring(minutes: number, signal?: AbortSignal): Promise<ExpiringList> {
  try {
    const list = await api.get<Appointment[]>('/expiry/expiring', { query: { minutes }, signal });
    return { ok: true, appointments: Array.isArray(list) ? list : [], loadedAt: Date.now() };
  } catch (error) {
    return { ok: false, message: errorMessage(error, LOAD_EXPIRING_FAILED) };
  }
}

/** POST /expiry/check: what the 15-minute job does, now; answers how many it processed. */
export async function runExpiryCheck(): Promise<number> {
  const answer = await api.post<ExpiryCheckResult>('/expiry/check');
  return answer.data.processed;
}
