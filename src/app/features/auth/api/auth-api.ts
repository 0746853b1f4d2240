import { api } from '#app/lib/api-client';
import type { User } from '#shared/schemas/user';

/**
 * The account calls of /api/openapi.json (paths per ADR 004: the client's base supplies /api once).
 */
export const authApi = {
  login: (email: string, password: string) =>
    api.post<{ token: string; user: User }>('/auth/login', { email, password }),
  registerPatient: (body: { name: string; email: string; password: string }) =>
    api.post<{ user: User }>('/auth/patient/register', body),
  registerDoctor: (body: Record<string, unknown>) =>
    api.post<{ user: User }>('/auth/doctor/register', body),
  forgotPassword: (email: string) =>
    api.post<Record<string, never>>('/auth/forgot-password', { email }),
  verifyResetToken: (token: string) =>
    api.get<{ valid: boolean }>(`/auth/verify-reset-token/${encodeURIComponent(token)}`),
  resetPassword: (token: string, password: string) =>
    api.post<Record<string, never>>('/auth/reset-password', { token, password }),
};
