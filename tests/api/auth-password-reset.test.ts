import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail, users } from '#server/db/schema/index';
import { MSG } from '#shared/schemas/user';
import { STRONG_PASSWORD, signUpPatient, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

const NEW_PASSWORD = 'Fresh#Start42';
const INVALID = { success: false, message: 'Invalid or expired reset token' };
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const countMail = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(outgoingMail))[0].n;

/** Asks for a reset link and reads the token from the mail in the dev outbox. */
async function requestReset(email: string) {
  const res = await server.post('/auth/forgot-password', { email }, { ip: freshIp() });
  expect(res.status).toBe(200);
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  const mail = outbox.body.data.find((m: { to: string }) => m.to === email);
  const link = mail.text.match(/(\S+\/reset-password\/([A-Za-z0-9_-]+))/);
  return { mail, link: link[1] as string, token: link[2] as string };
}

describe('forgot-password', () => {
  it('gives the same answer for a known and an unknown e-mail, and mails only the known one', async () => {
    const { email } = await signUpPatient(server);
    const before = await countMail();
    const known = await server.post('/auth/forgot-password', { email }, { ip: freshIp() });
    const unknown = await server.post(
      '/auth/forgot-password',
      { email: uniqueEmail('nobody') },
      { ip: freshIp() },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      success: true,
      data: {},
      message: 'If an account exists for this email, a password reset link has been sent to it.',
    });
    expect(await countMail()).toBe(before + 1);
  });

  it('puts the mail with the reset link in the dev outbox, newest first', async () => {
    const { email } = await signUpPatient(server);
    const { mail, link } = await requestReset(email);
    expect(mail).toMatchObject({ to: email, subject: 'Reset your Mashwara password' });
    expect(mail.sentAt).toEqual(expect.any(String));
    expect(link.startsWith(`${server.env.appUrl}/reset-password/`)).toBe(true);
    const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
    expect(outbox.body.data[0].to).toBe(email);
  });

  it('refuses a malformed e-mail with the section-5 message', async () => {
    const res = await server.post('/auth/forgot-password', { email: 'a b@c.d' }, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.emailInvalid);
  });
});

describe('verify-reset-token', () => {
  it('answers {valid: true} for a fresh token', async () => {
    const { email } = await signUpPatient(server);
    const { token } = await requestReset(email);
    const res = await server.get(`/auth/verify-reset-token/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { valid: true } });
  });

  it.each(['not-a-token', 'A'.repeat(43), '%20'])('answers 400 for the token %s', async (token) => {
    const res = await server.get(`/auth/verify-reset-token/${token}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID);
  });

  it('answers 400 once the hour has passed', async () => {
    const { email } = await signUpPatient(server);
    const { token } = await requestReset(email);
    server.clock.offsetMs = 59 * 60 * 1000;
    expect((await server.get(`/auth/verify-reset-token/${token}`)).status).toBe(200);
    server.clock.offsetMs = 60 * 60 * 1000 + 1000;
    const res = await server.get(`/auth/verify-reset-token/${token}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID);
  });
});

describe('reset-password', () => {
  it('sets the new password once, ends every session, and the new password signs in', async () => {
    const { email, token: session } = await signUpPatient(server);
    const second = (await server.post('/auth/login', { email, password: STRONG_PASSWORD })).body
      .data.token;
    const { token } = await requestReset(email);
    const res = await server.post('/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    for (const old of [session, second]) {
      const after = await server.get('/auth/profile', { token: old });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Authentication required');
    }
    const oldPassword = await server.post(
      '/auth/login',
      { email, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.post('/auth/login', { email, password: NEW_PASSWORD });
    expect(newPassword.status).toBe(200);

    const again = await server.post('/auth/reset-password', { token, password: 'Other#Pass77' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(INVALID);
    expect((await server.get(`/auth/verify-reset-token/${token}`)).status).toBe(400);
    expect((await server.post('/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    const { email, user } = await signUpPatient(server);
    const { token } = await requestReset(email);
    const [before] = await server.db.select().from(users).where(eq(users.id, user._id));
    server.clock.offsetMs = 60 * 60 * 1000 + 1000;
    const res = await server.post('/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID);
    const [after] = await server.db.select().from(users).where(eq(users.id, user._id));
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('refuses a weak new password with the section-5 message and keeps the token usable', async () => {
    const { email, token: session } = await signUpPatient(server);
    const { token } = await requestReset(email);
    const weak = await server.post('/auth/reset-password', { token, password: 'alllowercase' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.passwordClasses);
    const short = await server.post('/auth/reset-password', { token, password: 'Ab1!' });
    expect(short.body.message).toBe(MSG.passwordShort);
    expect((await server.get('/auth/profile', { token: session })).status).toBe(200);
    expect((await server.get(`/auth/verify-reset-token/${token}`)).status).toBe(200);
  });

  it('refuses an unknown token and a missing one', async () => {
    const unknown = await server.post('/auth/reset-password', {
      token: 'B'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject(INVALID);
    const missing = await server.post('/auth/reset-password', { password: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid or expired reset token');
  });

  it('a reset also voids links sent earlier', async () => {
    const { email } = await signUpPatient(server);
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await server.post('/auth/reset-password', { token: second.token, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const stale = await server.post('/auth/reset-password', {
      token: first.token,
      password: 'Other#Pass77',
    });
    expect(stale.status).toBe(400);
  });
});
