import { api, apiDownload, apiRequest } from '#app/lib/api-client';

/** What GET /auth/me answers about the address: unverified until its link is opened. */
export type EmailState = { email: string; emailVerified: boolean };

/** The signed-in user's own account calls (password, e-mail, export, deletion). */
export const accountApi = {
  me: (signal?: AbortSignal) => api.get<EmailState>('/auth/me', { signal }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<Record<string, never>>('/auth/change-password', { currentPassword, newPassword }),
  verifyEmail: (token: string) =>
    api.post<{ email: string; emailVerified: true; changed: boolean }>('/auth/verify-email', {
      token,
    }),
  resendVerification: () => api.post<{ emailVerified: boolean }>('/auth/resend-verification'),
  changeEmail: (newEmail: string, password: string) =>
    api.post<Record<string, never>>('/auth/change-email', { newEmail, password }),
  startExport: () => api.post<{ downloadUrl: string; expiresAt: string }>('/account/export'),
  deleteAccount: (password: string) =>
    apiRequest<Record<string, never>>('/account', { method: 'DELETE', body: { password } }),
};

/** The server's download link names a path under /api; the client's base supplies /api once. */
export const downloadExport = (downloadUrl: string) => {
  const path = new URL(downloadUrl, 'http://x').pathname.replace(/^\/api(?=\/)/, '');
  return apiDownload(path);
};
