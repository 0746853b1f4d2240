import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { AdminDoctor } from '#shared/schemas/admin-doctors';

/** ADR 078, Admin. */
export const LOAD_DOCTORS_FAILED = msg('Failed to load doctors');
export const APPROVED = msg('Doctor approved successfully');
export const REJECTED = msg('Doctor rejected successfully');
export const APPROVE_FAILED = msg('Failed to approve doctor: {message}');
export const REJECT_FAILED = msg('Failed to reject doctor: {message}');

export type AdminDoctorsData =
  | { ok: true; doctors: AdminDoctor[] }
  | { ok: false; message: string };

/** The route loader of /admin/doctors; a failure is answered so the screen offers Retry. */
export async function loadAdminDoctors(signal?: AbortSignal): Promise<AdminDoctorsData> {
  try {
    const doctors = await api.get<AdminDoctor[]>('/admin/doctors', { signal });
    return { ok: true, doctors: Array.isArray(doctors) ? doctors : [] };
  } catch (error) {
    return { ok: false, message: errorMessage(error, LOAD_DOCTORS_FAILED) };
  }
}

/** Both need a connection: a decision about someone's livelihood is not queued offline. */
export async function verifyDoctor(id: string): Promise<AdminDoctor> {
  return (await api.post<AdminDoctor>(`/admin/doctors/${encodeURIComponent(id)}/verify`)).data;
}

export async function rejectDoctor(id: string, reason: string): Promise<AdminDoctor> {
  const answer = await api.post<AdminDoctor>(`/admin/doctors/${encodeURIComponent(id)}/reject`, {
    reason,
  });
  return answer.data;
}
