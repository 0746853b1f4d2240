import { api } from '#app/lib/api-client';
import type { SignedInDevice } from '#shared/schemas/session';

/** Online only: sessions are not mirrored on the device (a list of devices is no offline need). */
export const loadDevices = (signal?: AbortSignal) =>
  api.get<SignedInDevice[]>('/auth/sessions', { signal });

export const endDevice = (id: string) => api.delete<Record<string, never>>(`/auth/sessions/${id}`);

export const endOtherDevices = () => api.delete<{ ended: number }>('/auth/sessions');
