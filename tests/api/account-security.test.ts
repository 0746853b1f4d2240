import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, pushSubscriptions, sessions, users } from '#server/db/schema/index';
import { startSession } from '#server/modules/auth/auth.service';
import { MSG } from '#shared/schemas/user';
import { STRONG_PASSWORD, signUpPatient, uniqueEmail } from '../support/builders';
import { browserKeys } from '../support/push-service-stub';
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
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

type Mail = { to: string; subject: string; text: string };
async function mailsTo(address: string): Promise<Mail[]> {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  return outbox.body.data.filter((m: Mail) => m.to === address);
}
async function linkIn(address: string) {
  const [mail] = await mailsTo(address);
  const match = mail?.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no link mailed to ${address}`);
  return match[1];
}
async function anotherDevice(userId: string) {
  return startSession(server.db, {
    userId,
    role: 'patient',
    secret: server.env.jwtSecret,
    now: server.clock.now(),
    ip: '203.0.113.9',
  });
}

describe('change password', () => {
  it('needs the current password: a wrong one is 400 and changes nothing', async () => {
    const p = await signUpPatient(server);
    const res = await server.post(
      '/auth/change-password',
      { currentPassword: 'Wrong#Pass99', newPassword: NEW_PASSWORD },
      { token: p.token, ip: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Current password is incorrect',
      code: 'WRONG_PASSWORD',
    });
    const login = await server.post('/auth/login', { email: p.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('refuses a weak new password with the registration rule’s words', async () => {
    const p = await signUpPatient(server);
    const res = await server.post(
      '/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'weakpass' },
      { token: p.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.passwordClasses);
  });

  it('is rate-limited like sign-in: the sixth wrong password in 15 minutes is 429', async () => {
    const p = await signUpPatient(server);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await server.post(
        '/auth/change-password',
        { currentPassword: `Wrong#Pass${i}0`, newPassword: NEW_PASSWORD },
        { token: p.token, ip },
      );
      expect(wrong.status).toBe(400);
    }
    const sixth = await server.post(
      '/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      { token: p.token, ip },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('ends every other session and its push subscriptions, keeps this one, and mails the owner', async () => {
    const p = await signUpPatient(server, { name: 'Hina Qureshi' });
    const other = await anotherDevice(p.user._id);
    const push = await server.post(
      '/push/subscriptions',
      browserKeys().json('https://push.example.com/change-password/other'),
      { token: other },
    );
    expect(push.status).toBe(201);
    const res = await server.post(
      '/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      { token: p.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ otherSessionsEnded: 1 });
    expect((await server.get('/auth/profile', { token: other })).status).toBe(401);
    expect((await server.get('/auth/profile', { token: p.token })).status).toBe(200);
    expect(
      await server.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, p.user._id)),
    ).toEqual([]);
    const open = await server.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, p.user._id), isNull(sessions.endedAt)));
    expect(open).toHaveLength(1);
    const changed = (await mailsTo(p.email)).find((m) => m.subject === 'Your password was changed');
    expect(changed?.text).toContain('If it was not you');
    const login = await server.post('/auth/login', { email: p.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe('verify e-mail', () => {
  it('mails a link at registration; the account works at once and says it is unverified until the link is opened', async () => {
    const p = await signUpPatient(server, { name: 'Nadia Iqbal' });
    const me = await server.get('/auth/me', { token: p.token });
    expect(me.body.data).toMatchObject({ email: p.email, emailVerified: false });
    const [welcome] = await mailsTo(p.email);
    expect(welcome.subject).toMatch(/^Confirm your email for /);
    expect(welcome.text).toContain(`${server.env.appUrl}/verify-email?token=`);
    const token = await linkIn(p.email);
    const [stored] = await server.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, p.user._id));
    expect(stored.tokenHash).not.toBe(token);
    const res = await server.post('/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: p.email, emailVerified: true, changed: false });
    expect((await server.get('/auth/me', { token: p.token })).body.data.emailVerified).toBe(true);
    // The same link again (a second click) answers the same success.
    expect((await server.post('/auth/verify-email', { token })).status).toBe(200);
  });

  it('answers 400 for an unknown or expired link', async () => {
    const unknown = await server.post('/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This link is invalid or has expired');
    const p = await signUpPatient(server);
    const token = await linkIn(p.email);
    server.clock.offsetMs = 49 * 60 * 60 * 1000;
    const expired = await server.post('/auth/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This link is invalid or has expired');
    const [row] = await server.db.select().from(users).where(eq(users.id, p.user._id));
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('resends at most 3 times an hour, then 429 with a clear message', async () => {
    const p = await signUpPatient(server);
    for (let i = 0; i < 3; i++) {
      expect((await server.post('/auth/resend-verification', {}, { token: p.token })).status).toBe(
        200,
      );
    }
    const fourth = await server.post('/auth/resend-verification', {}, { token: p.token });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'You asked for the link several times in the last hour. Please try again later.',
    );
    expect(await mailsTo(p.email)).toHaveLength(4);
    // Only the newest link works.
    const newest = await linkIn(p.email);
    expect((await server.post('/auth/verify-email', { token: newest })).status).toBe(200);
  });

  it('existing accounts (the administrator, doctors) count as verified', async () => {
    const [admin] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, server.env.adminEmail));
    expect(admin.emailVerifiedAt).not.toBeNull();
  });
});

describe('change e-mail', () => {
  it('sends a link to the new address and tells the old one; nothing changes until it is opened', async () => {
    const p = await signUpPatient(server, { name: 'Omar Farooq' });
    const newEmail = uniqueEmail('moved');
    const res = await server.post(
      '/auth/change-email',
      { newEmail, password: STRONG_PASSWORD },
      { token: p.token },
    );
    expect(res.status).toBe(200);
    expect((await server.get('/auth/me', { token: p.token })).body.data.email).toBe(p.email);
    const told = (await mailsTo(p.email)).find((m) => m.text.includes(newEmail));
    expect(told?.subject).toBe('A change of your email address was requested');
    const token = await linkIn(newEmail);
    const done = await server.post('/auth/verify-email', { token });
    expect(done.body.data).toEqual({ email: newEmail, emailVerified: true, changed: true });
    const me = await server.get('/auth/me', { token: p.token });
    expect(me.body.data).toMatchObject({ email: newEmail, emailVerified: true });
    expect(
      (await server.post('/auth/login', { email: newEmail, password: STRONG_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses a taken address (409) and a wrong password (400)', async () => {
    const p = await signUpPatient(server);
    const other = await signUpPatient(server);
    const taken = await server.post(
      '/auth/change-email',
      { newEmail: other.email, password: STRONG_PASSWORD },
      { token: p.token },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    const wrong = await server.post(
      '/auth/change-email',
      { newEmail: uniqueEmail('x'), password: 'Wrong#Pass99' },
      { token: p.token, ip: freshIp() },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password is incorrect');
  });

  it('answers 409 when the address was taken after the link was sent, and keeps the old one', async () => {
    const p = await signUpPatient(server);
    const newEmail = uniqueEmail('race');
    await server.post(
      '/auth/change-email',
      { newEmail, password: STRONG_PASSWORD },
      { token: p.token },
    );
    const token = await linkIn(newEmail);
    await signUpPatient(server, { email: newEmail });
    const res = await server.post('/auth/verify-email', { token });
    expect(res.status).toBe(409);
    expect((await server.get('/auth/me', { token: p.token })).body.data.email).toBe(p.email);
  });
});
