import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientProfiles, users } from '#server/db/schema/index';
import { MSG } from '#shared/schemas/user';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const countUsers = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('patient registration', () => {
  it('creates an active, verified patient with an empty profile and answers 201 {user}', async () => {
    const email = uniqueEmail('reg');
    const res = await server.post('/auth/patient/register', {
      name: 'Ayesha Khan',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({
      name: 'Ayesha Khan',
      email,
      role: 'patient',
      isVerified: true,
      status: 'active',
    });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
    const profiles = await server.db
      .select()
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, row.id));
    expect(profiles).toHaveLength(1);
  });

  it('ignores a spoofed role and unknown fields: the account is a patient', async () => {
    const email = uniqueEmail('spoof');
    const res = await server.post('/auth/patient/register', {
      name: 'Sneaky User',
      email,
      password: STRONG_PASSWORD,
      role: 'admin',
      isVerified: true,
      favouriteColour: 'green',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user.role).toBe('patient');
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row.role).toBe('patient');
  });

  it('refuses an e-mail that is already registered with 409 and creates nothing', async () => {
    const email = uniqueEmail('taken');
    const body = { name: 'First Owner', email, password: STRONG_PASSWORD };
    expect((await server.post('/auth/patient/register', body)).status).toBe(201);
    const before = await countUsers();
    const again = await server.post(
      '/auth/patient/register',
      { ...body, email: email.toUpperCase(), name: 'Second Owner' },
      { ip: freshIp() },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: 'An account with this email already exists',
    });
    expect(await countUsers()).toBe(before);
  });

  it('two simultaneous sign-ups with one e-mail make one account; the other gets 409', async () => {
    const email = uniqueEmail('race');
    const before = await countUsers();
    const answers = await Promise.all(
      ['Racer One', 'Racer Two'].map((name) =>
        server.post(
          '/auth/patient/register',
          { name, email, password: STRONG_PASSWORD },
          { ip: freshIp() },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(
      'An account with this email already exists',
    );
    expect(await countUsers()).toBe(before + 1);
  });

  it.each([
    ['no password', { name: 'Ali Raza' }, MSG.passwordRequired],
    ['a short password', { name: 'Ali Raza', password: 'Ab1!' }, MSG.passwordShort],
    ['a password of one class', { name: 'Ali Raza', password: 'abcdefghij' }, MSG.passwordClasses],
    [
      'a bad e-mail',
      { name: 'Ali Raza', email: 'ali@khan', password: STRONG_PASSWORD },
      MSG.emailInvalid,
    ],
    ['no name', { password: STRONG_PASSWORD }, MSG.nameRequired],
    ['a one-letter name', { name: ' A ', password: STRONG_PASSWORD }, MSG.nameShort],
    ['a name with digits', { name: 'R2D2', password: STRONG_PASSWORD }, MSG.nameInvalid],
    ['a number for a name', { name: 42, password: STRONG_PASSWORD }, MSG.nameRequired],
  ])('refuses %s with the exact message and changes nothing', async (_, fields, message) => {
    const before = await countUsers();
    const res = await server.post('/auth/patient/register', { email: uniqueEmail(), ...fields });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('gives the first field error as message and lists every error', async () => {
    const res = await server.post('/auth/patient/register', { email: 'nope', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.nameRequired);
    expect(res.body.errors).toEqual([
      { path: 'name', message: MSG.nameRequired },
      { path: 'email', message: MSG.emailInvalid },
      { path: 'password', message: MSG.passwordShort },
      { path: 'password', message: MSG.passwordClasses },
    ]);
  });

  it('answers 400 to malformed JSON and to a body that is not JSON', async () => {
    const before = await countUsers();
    const malformed = await server.call('POST', '/auth/patient/register', {
      body: '{"name": "Ali",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
    });
    const form = await server.call('POST', '/auth/patient/register', {
      body: `name=Ali&email=${uniqueEmail()}&password=${STRONG_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.body.message).toBe('The request body is not valid JSON');
    expect(await countUsers()).toBe(before);
  });

  it('answers 413 to a JSON body over 1 MB and changes nothing', async () => {
    const before = await countUsers();
    const res = await server.post('/auth/patient/register', {
      name: 'Big Body',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      padding: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      message: 'The request body is too large (at most 1 MB)',
    });
    expect(await countUsers()).toBe(before);
  });
});
