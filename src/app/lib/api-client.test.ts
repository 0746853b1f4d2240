// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, NETWORK_ERROR } from '#app/lib/api-client';
import { forgetEtags } from '#app/lib/etag-store';
import { activateLocale } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { onUnauthorized as listenUnauthorized } from '#app/lib/unauthorized';
import type { User } from '#shared/schemas/user';

const user: User = {
  _id: 'u1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2025-01-09T10:00:00.000Z',
};

type Call = { url: string; method: string; headers: Headers; body: unknown };
let calls: Call[];

/** Answers every call with this status and JSON body (or rejects like a dropped connection). */
function answer(status: number | 'offline', body?: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    if (status === 'offline') throw new TypeError('Failed to fetch');
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain' : 'application/json';
    return new Response(text, { status, headers: { 'content-type': type, ...headers } });
  });
  vi.stubGlobal('fetch', fetchStub);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call should have failed');
}

const onUnauthorized = vi.fn();
let stopListening = () => {};

beforeEach(() => {
  calls = [];
  localStorage.clear();
  useSession.getState().clear();
  onUnauthorized.mockReset();
  stopListening = listenUnauthorized(onUnauthorized);
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('successful calls', () => {
  it('go to /api and answer the envelope’s data and message', async () => {
    answer(200, { success: true, data: { token: 't', user }, message: 'Signed in' });
    const result = await api.post('/auth/login', { email: user.email, password: 'x' });
    expect(result).toEqual({ data: { token: 't', user }, message: 'Signed in' });
    expect(calls[0].url).toBe('/api/auth/login');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ email: user.email, password: 'x' });
  });

  it('leave out empty query values', async () => {
    answer(200, { success: true, data: [] });
    await api.get('/doctors/search', { query: { search: '', specialization: 'Cardiology' } });
    expect(calls[0].url).toBe('/api/doctors/search?specialization=Cardiology');
  });
});

describe('headers', () => {
  it('send the stored token as a Bearer token', async () => {
    useSession.getState().setSession('stored-token', user);
    answer(200, { success: true, data: {} });
    await api.get('/auth/profile');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('send no Authorization header when signed out', async () => {
    answer(200, { success: true, data: {} });
    await api.get('/doctors/specializations');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('give every mutation a fresh Idempotency-Key, and reads none', async () => {
    answer(200, { success: true, data: {} });
    await api.post('/reviews', {});
    await api.put('/auth/profile', {});
    await api.patch('/notifications/read-all');
    await api.delete('/reviews/r1');
    await api.get('/appointments');
    const keys = calls.map((c) => c.headers.get('Idempotency-Key'));
    for (const key of keys.slice(0, 4)) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeNull();
  });

  it('send the Idempotency-Key the caller gives (the sync queue replays with its own)', async () => {
    answer(200, { success: true, data: {} });
    await api.post('/appointments/a1/cancel', { reason: 'x' }, { idempotencyKey: 'queued-1' });
    expect(calls[0].headers.get('Idempotency-Key')).toBe('queued-1');
  });

  it('name the app’s language, so mails and pages the server writes come in it', async () => {
    answer(200, { success: true, data: {} });
    await activateLocale('ur', { remember: false });
    await api.post('/auth/forgot-password', { email: 'a@example.pk' });
    expect(calls[0].headers.get('Accept-Language')).toBe('ur');
    await activateLocale('en', { remember: false });
    await api.post('/auth/forgot-password', { email: 'a@example.pk' });
    expect(calls[1].headers.get('Accept-Language')).toBe('en');
  });
});

describe('revalidating with ETags', () => {
  const page = { doctors: [{ _id: 'd1' }], total: 1, page: 1, totalPages: 1 };
  const search = () => api.get('/doctors/search', { query: { specialization: 'Cardiology' } });

  it('asks again with If-None-Match and answers the kept data on 304', async () => {
    forgetEtags();
    answer(200, { success: true, data: page }, { ETag: '"v1"' });
    expect(await search()).toEqual(page);
    expect(calls[0].headers.has('If-None-Match')).toBe(false);
    answer(304, undefined, { ETag: '"v1"' });
    expect(await search()).toEqual(page);
    expect(calls[1].headers.get('If-None-Match')).toBe('"v1"');
  });

  it('takes a changed answer and its new ETag; another query or caller starts afresh', async () => {
    forgetEtags();
    answer(200, { success: true, data: page }, { ETag: '"v1"' });
    await search();
    answer(200, { success: true, data: { ...page, total: 2 } }, { ETag: '"v2"' });
    expect((await search()) as typeof page).toMatchObject({ total: 2 });
    await search();
    expect(calls[2].headers.get('If-None-Match')).toBe('"v2"');
    await api.get('/doctors/search', { query: { specialization: 'Neurology' } });
    expect(calls[3].headers.has('If-None-Match')).toBe(false);
    useSession.getState().setSession('someone', user);
    await search();
    expect(calls[4].headers.has('If-None-Match')).toBe(false);
  });
});

describe('transport rules of ADR 078', () => {
  it('401 with a held session clears token and user and goes to sign-in', async () => {
    useSession.getState().setSession('old-token', user);
    answer(401, { success: false, message: 'Authentication required' });
    const error = await failure(api.get('/appointments'));
    expect(error.status).toBe(401);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('401 for a wrong password on the sign-in form rejects with the server message', async () => {
    answer(401, { success: false, message: 'Invalid email or password' });
    const error = await failure(api.post('/auth/login', { email: 'a@b.pk', password: 'x' }));
    expect(error.message).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('403 with pendingVerification rejects with the body', async () => {
    const body = {
      success: false,
      message: 'Your account is pending verification. Please wait for admin approval.',
      pendingVerification: true,
      user: { ...user, role: 'doctor', isVerified: false },
    };
    answer(403, body);
    const error = await failure(api.post('/auth/login', {}));
    expect(error.status).toBe(403);
    expect(error.pendingVerification).toBe(true);
    expect(error.body).toEqual(body);
    expect(error.message).toBe(body.message);
  });

  it('403 with pendingVerification and no message says the account is pending', async () => {
    answer(403, { pendingVerification: true, user });
    const error = await failure(api.post('/auth/login', {}));
    expect(error.message).toBe('Your account is pending verification');
  });

  it('a 403 without the flag is not taken for a pending account and keeps the session', async () => {
    useSession.getState().setSession('token', user);
    answer(403, { success: false, message: 'You do not have permission to do this' });
    const error = await failure(api.get('/admin/stats'));
    expect(error.pendingVerification).toBe(false);
    expect(error.message).toBe('You do not have permission to do this');
    expect(useSession.getState().token).toBe('token');
  });

  it('400 rejects with just the message', async () => {
    answer(400, {
      success: false,
      message: 'Please enter a valid email address.',
      errors: [{ path: 'email', message: 'Please enter a valid email address.' }],
    });
    const error = await failure(api.post('/auth/forgot-password', { email: 'x' }));
    expect(error.message).toBe('Please enter a valid email address.');
    expect(error.status).toBe(400);
  });

  it('any other answer with a body rejects with that body', async () => {
    const body = { success: false, message: 'This time slot is no longer available' };
    answer(409, body);
    const error = await failure(api.post('/bookings/appointments/initiate', {}));
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('This time slot is no longer available');
  });

  it('a plain-text error body becomes the message', async () => {
    answer(502, 'Bad Gateway');
    const error = await failure(api.get('/doctors/search'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
  });

  it('429 carries how long to wait', async () => {
    answer(429, { message: 'Too many attempts. Please try again later.' }, { 'Retry-After': '60' });
    const error = await failure(api.post('/auth/login', {}));
    expect(error.retryAfterSeconds).toBe(60);
    expect(error.message).toBe('Too many attempts. Please try again later.');
  });

  it('no response at all says there is a network error', async () => {
    answer('offline');
    const error = await failure(api.post('/auth/login', {}));
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(error.message).toBe(NETWORK_ERROR);
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('prefers the server message, then the screen’s fallback', async () => {
    answer(409, { message: 'An account with this email already exists' });
    const withMessage = await failure(api.post('/auth/patient/register', {}));
    expect(errorMessage(withMessage, 'Registration failed. Please try again.')).toBe(
      'An account with this email already exists',
    );
    answer(500);
    const withoutMessage = await failure(api.post('/auth/patient/register', {}));
    expect(errorMessage(withoutMessage, 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });

  it('says there is a network error when nothing answered', async () => {
    answer('offline');
    const error = await failure(api.get('/appointments'));
    expect(errorMessage(error, 'Failed to load appointments')).toBe(NETWORK_ERROR);
  });
});
