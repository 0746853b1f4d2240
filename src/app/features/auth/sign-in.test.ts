// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MSG, signIn, signInMessage } from '#app/features/auth/api/sign-in';
import { ApiError } from '#app/lib/api-client';
import { activateLocale } from '#app/lib/i18n';
import { pendingDoctorStore, redirectStore, useSession } from '#app/lib/session';
import type { User } from '#shared/schemas/user';

const patient: User = {
  _id: 'p1',
  name: 'Ayesha Khan',
  email: 'patient@mashwara.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2025-01-09T10:00:00.000Z',
};
const pendingDoctor: User = {
  ...patient,
  _id: 'd9',
  name: 'Sara Malik',
  email: 'pending.doctor@mashwara.pk',
  role: 'doctor',
  isVerified: false,
  status: 'pending',
};

let urls: string[];
function answer(status: number | 'offline', body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  urls = [];
  localStorage.clear();
  useSession.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing in', () => {
  it('stores token and user, forgets a pending record and goes to the role’s dashboard', async () => {
    pendingDoctorStore.set({ _id: 'old', name: 'Old', email: 'old@x.pk', createdAt: '' });
    answer(200, { success: true, data: { token: 'jwt', user: patient } });
    const outcome = await signIn('patient@mashwara.pk', 'Patient@123');
    expect(outcome).toEqual({ kind: 'signed-in', to: '/patient/dashboard', user: patient });
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(patient);
    expect(useSession.getState().user).toEqual(patient);
    expect(pendingDoctorStore.get()).toBeNull();
  });

  it('goes to the saved redirect-after-login path first, once', async () => {
    redirectStore.set('/patient/book-appointment/d1?date=2025-02-01');
    answer(200, { success: true, data: { token: 'jwt', user: patient } });
    const outcome = await signIn('patient@mashwara.pk', 'Patient@123');
    expect(outcome).toMatchObject({ to: '/patient/book-appointment/d1?date=2025-02-01' });
    expect(redirectStore.get()).toBeNull();
  });

  it('sends administrators to the admin dashboard through the same call', async () => {
    const admin = { ...patient, role: 'admin' as const, email: 'admin@mashwara.pk' };
    answer(200, { success: true, data: { token: 'jwt', user: admin } });
    const outcome = await signIn('admin@mashwara.pk', 'Admin@12345');
    expect(outcome).toMatchObject({ kind: 'signed-in', to: '/admin/dashboard' });
    expect(urls).toEqual(['/api/auth/login']);
  });

  it('stores the pending doctor and reports pending on a pendingVerification answer', async () => {
    answer(403, {
      success: false,
      message: 'Your account is pending verification. Please wait for admin approval.',
      pendingVerification: true,
      user: pendingDoctor,
    });
    const outcome = await signIn('pending.doctor@mashwara.pk', 'Doctor@123');
    expect(outcome).toEqual({ kind: 'pending' });
    expect(pendingDoctorStore.get()).toEqual({
      _id: 'd9',
      name: 'Sara Malik',
      email: 'pending.doctor@mashwara.pk',
      createdAt: '2025-01-09T10:00:00.000Z',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the server’s message for wrong credentials and never tries the admin endpoint', async () => {
    answer(401, { success: false, message: 'Invalid email or password' });
    const outcome = await signIn('someone@example.pk', 'wrong');
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Invalid email or password',
      offline: false,
    });
    expect(urls).toEqual(['/api/auth/login']);
    expect(useSession.getState().token).toBeNull();
  });

  it('shows a rejected doctor the reason the server gives', async () => {
    answer(403, { success: false, message: 'Your application was rejected: License expired' });
    const outcome = await signIn('doc@example.pk', 'Doctor@123');
    expect(outcome).toMatchObject({ message: 'Your application was rejected: License expired' });
  });

  it('words the rejection in the reader’s language around the administrator’s reason', async () => {
    const refusal = {
      success: false,
      code: 'REJECTED',
      reason: 'License expired',
      message: 'Your application was rejected: License expired',
    };
    answer(403, refusal);
    expect(await signIn('doc@example.pk', 'Doctor@123')).toMatchObject({
      message: 'Your application was rejected: License expired',
    });
    await activateLocale('ur');
    try {
      answer(403, refusal);
      expect(await signIn('doc@example.pk', 'Doctor@123')).toMatchObject({
        message: 'آپ کی درخواست مسترد کر دی گئی: License expired',
      });
    } finally {
      await activateLocale('en');
    }
  });

  it('says there is a network error when the server cannot be reached', async () => {
    answer('offline');
    const outcome = await signIn('patient@mashwara.pk', 'Patient@123');
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Network error. Please check your connection.',
      offline: true,
    });
  });

  it('makes no call while the browser is offline', async () => {
    answer(200, { success: true, data: { token: 'jwt', user: patient } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await signIn('patient@mashwara.pk', 'Patient@123');
    expect(outcome).toMatchObject({ kind: 'failed', offline: true });
    expect(urls).toEqual([]);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('sign-in error messages', () => {
  it('fall back to “Failed to sign in” when the server gives no message', () => {
    expect(signInMessage(new ApiError('Request failed (500)', 500, {}))).toBe(SIGN_IN_MSG.failed);
    expect(SIGN_IN_MSG.failed).toBe('Failed to sign in');
  });

  it('ask to check the credentials when something else went wrong', () => {
    expect(signInMessage(new Error('boom'))).toBe(
      'Failed to sign in. Please check your credentials.',
    );
  });
});
