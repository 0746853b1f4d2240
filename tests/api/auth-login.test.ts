import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, sessions, users } from '#server/db/schema/index';
import {
  doctorRegistration,
  STRONG_PASSWORD,
  signUpPatient,
  uniqueEmail,
} from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const countSessions = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
const login = (email: string, password = STRONG_PASSWORD, path = '/auth/login') =>
  server.post(path, { email, password }, { ip: freshIp() });

/** Registers a doctor and puts them in the given verification state. */
async function doctorIn(state: 'pending' | 'verified' | 'rejected', reason?: string) {
  const input = doctorRegistration({ name: 'Sana Malik' });
  const reg = await server.post('/auth/doctor/register', input);
  expect(reg.status).toBe(201);
  const userId = reg.body.data.user._id as string;
  if (state !== 'pending') {
    await server.db
      .update(users)
      .set({ status: 'active', isVerified: state === 'verified' })
      .where(eq(users.id, userId));
    await server.db
      .update(doctors)
      .set({ verificationStatus: state, rejectionReason: reason ?? null })
      .where(eq(doctors.userId, userId));
  }
  return { email: input.email, userId };
}

describe('signing in', () => {
  it('signs a patient in with a token naming a new session', async () => {
    const { email } = await signUpPatient(server);
    const before = await countSessions();
    const res = await login(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.user).toMatchObject({ email, role: 'patient', status: 'active' });
    expect(res.body.data.user.lastLogin).toEqual(expect.any(String));
    expect(await countSessions()).toBe(before + 1);
    const profile = await server.get('/auth/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(email);
  });

  it('signs a verified doctor in', async () => {
    const { email } = await doctorIn('verified');
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      role: 'doctor',
      isVerified: true,
      verificationStatus: 'verified',
    });
  });

  it('signs the administrator in through both /auth/login and /auth/admin/login', async () => {
    for (const path of ['/auth/login', '/auth/admin/login']) {
      const res = await login(server.env.adminEmail, server.env.adminPassword, path);
      expect(res.status).toBe(200);
      expect(res.body.data.user.role).toBe('admin');
    }
  });

  it('refuses a non-administrator at /auth/admin/login with 401 and no session', async () => {
    const { email } = await signUpPatient(server);
    const before = await countSessions();
    const res = await login(email, STRONG_PASSWORD, '/auth/admin/login');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
    expect(await countSessions()).toBe(before);
  });

  it('tells a pending doctor so with 403, pendingVerification and the user, and no session', async () => {
    const { email, userId } = await doctorIn('pending');
    const before = await countSessions();
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      pendingVerification: true,
      message: 'Your account is pending verification. Please wait for admin approval.',
      user: {
        _id: userId,
        email,
        role: 'doctor',
        isVerified: false,
        verificationStatus: 'pending',
      },
    });
    expect(res.body.data).toBeUndefined();
    expect(await countSessions()).toBe(before);
  });

  it('tells a rejected doctor the reason with 403', async () => {
    const { email } = await doctorIn('rejected', 'Licence number could not be confirmed');
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your application was rejected: Licence number could not be confirmed',
    );
    // The reason apart, so the app can word the refusal in Urdu around it.
    expect(res.body).toMatchObject({
      code: 'REJECTED',
      reason: 'Licence number could not be confirmed',
    });
    expect(res.body.pendingVerification).toBeUndefined();
  });

  it('refuses a blocked user with 403 and ends their existing session at once', async () => {
    const { email, token, user } = await signUpPatient(server);
    expect((await server.get('/auth/profile', { token })).status).toBe(200);
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user._id));
    const existing = await server.get('/auth/profile', { token });
    expect(existing.status).toBe(401);
    expect(existing.body).toEqual({ success: false, message: 'Authentication required' });
    const before = await countSessions();
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been blocked. Please contact support.');
    expect(await countSessions()).toBe(before);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await signUpPatient(server);
    const before = await countSessions();
    const wrong = await login(email, 'Wrong@Pass9');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong@Pass9');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(await countSessions()).toBe(before);
    // A blocked account with a wrong password reveals nothing either.
    const blocked = await signUpPatient(server);
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user._id));
    expect((await login(blocked.email, 'Wrong@Pass9')).body).toEqual(wrong.body);
  });

  it('refuses sign-in input that is not an e-mail and a password', async () => {
    const res = await server.post('/auth/login', { email: 'not-an-email' }, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address.');
    expect(res.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address.' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});

describe('sessions', () => {
  it('signing out ends the session: the token then gets 401', async () => {
    const { token } = await signUpPatient(server);
    const out = await server.post('/auth/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, data: {} });
    const after = await server.get('/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Authentication required');
    expect((await server.post('/auth/logout', undefined, { token })).status).toBe(401);
  });

  it('signing out ends only that session', async () => {
    const { email, token } = await signUpPatient(server);
    const other = (await login(email)).body.data.token;
    await server.post('/auth/logout', undefined, { token });
    expect((await server.get('/auth/profile', { token: other })).status).toBe(200);
  });

  it('refuses no token, a forged token and an expired session with 401', async () => {
    const { token } = await signUpPatient(server);
    expect((await server.get('/auth/profile')).status).toBe(401);
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    expect((await server.get('/auth/profile', { token: forged })).status).toBe(401);
    expect((await server.get('/auth/profile', { token: 'garbage' })).status).toBe(401);
    server.clock.offsetMs = 7 * 24 * 60 * 60 * 1000 + 1000;
    try {
      expect((await server.get('/auth/profile', { token })).status).toBe(401);
    } finally {
      server.clock.offsetMs = 0;
    }
    expect((await server.get('/auth/profile', { token })).status).toBe(200);
  });

  it('a token lasts 7 days by the server’s clock, even when that clock has moved', async () => {
    server.clock.offsetMs = 3 * 24 * 60 * 60 * 1000;
    try {
      const { token } = await signUpPatient(server);
      expect((await server.get('/auth/profile', { token })).status).toBe(200);
      server.clock.offsetMs += 7 * 24 * 60 * 60 * 1000 - 60_000;
      expect((await server.get('/auth/profile', { token })).status).toBe(200);
      server.clock.offsetMs += 2 * 60_000;
      expect((await server.get('/auth/profile', { token })).status).toBe(401);
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});
