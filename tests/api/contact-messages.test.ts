import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '#shared/schemas/contact-message';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { STRONG_PASSWORD, signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const MESSAGE = {
  name: 'Ayesha Khan',
  email: 'Ayesha@Example.PK',
  userType: 'doctor',
  subject: 'Joining as a cardiologist',
  message: 'Salaam,\nhow do I list my clinic in Lahore?',
};
const send = (body: unknown, ip = freshIp()) => server.post('/contact', body, { ip });

type Mail = { to: string; subject: string; text: string };
async function mailsTo(email: string): Promise<Mail[]> {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  return outbox.body.data.filter((m: Mail) => m.to === email);
}

describe('the contact form reaches the team', () => {
  it('a message is stored, mailed to the support address of the settings and listed for the administrator', async () => {
    const saved = await server.put(
      '/admin/settings',
      { ...DEFAULT_SETTINGS, contactEmail: 'team@shifa.example' },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const subject = `Joining as a cardiologist ${crypto.randomUUID()}`;
    const res = await send({ ...MESSAGE, subject });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe(
      'Thank you. Your message has reached our team; we reply within 24 hours.',
    );

    const mail = (await mailsTo('team@shifa.example')).find((m) => m.subject.includes(subject));
    expect(mail?.subject).toBe(`[Mashwara contact] ${subject}`);
    expect(mail?.text).toContain('From: Ayesha Khan <ayesha@example.pk>');
    expect(mail?.text).toContain('Writes as: Healthcare Provider');
    expect(mail?.text).toContain('how do I list my clinic in Lahore?');

    const list = await server.get('/admin/contact-messages', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.messages[0]).toMatchObject({
      id: res.body.data.id,
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      userType: 'doctor',
      subject,
      message: MESSAGE.message,
    });
    expect(list.body.data.page).toBe(1);
    await server.put('/admin/settings', DEFAULT_SETTINGS, { token: admin });
  });

  it('the administrator pages the messages, 20 a page, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      server.clock.offsetMs += 60 * 60 * 1000;
      expect((await send({ ...MESSAGE, subject: `Paged ${i}` }, freshIp())).status).toBe(201);
    }
    const first = await server.get('/admin/contact-messages', { token: admin });
    expect(first.body.data.messages.map((m: { subject: string }) => m.subject).slice(0, 3)).toEqual(
      ['Paged 2', 'Paged 1', 'Paged 0'],
    );
    const total = first.body.data.total;
    expect(first.body.data.totalPages).toBe(Math.ceil(total / 20));
    const beyond = await server.get('/admin/contact-messages?page=99', { token: admin });
    expect(beyond.body.data.messages).toEqual([]);
    expect(beyond.body.data.total).toBe(total);
  });

  it('userType is patient unless the writer chooses Healthcare Provider', async () => {
    const { userType: _, ...rest } = MESSAGE;
    const res = await send({ ...rest, subject: 'No type given' });
    expect(res.status).toBe(201);
    const list = await server.get('/admin/contact-messages', { token: admin });
    const row = list.body.data.messages.find((m: { id: string }) => m.id === res.body.data.id);
    expect(row.userType).toBe('patient');
  });

  it.each([
    ['name', { name: '  ' }, 'Please enter your name'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['subject', { subject: '' }, 'Please enter a subject'],
    ['message', { message: undefined }, 'Please write your message'],
    ['userType', { userType: 'admin' }, 'Please choose Patient or Healthcare Provider'],
  ])('a message without a valid %s is refused and not kept', async (path, change, message) => {
    const before = (await server.get('/admin/contact-messages', { token: admin })).body.data.total;
    const res = await send({ ...MESSAGE, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].path).toBe(path);
    const after = (await server.get('/admin/contact-messages', { token: admin })).body.data.total;
    expect(after).toBe(before);
  });

  it('one address may send 5 messages an hour; the sixth is 429 with Retry-After, and others may still write', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await send({ ...MESSAGE, subject: `Limit ${i}` }, ip)).status).toBe(201);
    }
    const before = (await server.get('/admin/contact-messages', { token: admin })).body.data.total;
    const limited = await send({ ...MESSAGE, subject: 'One too many' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again later.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const after = (await server.get('/admin/contact-messages', { token: admin })).body.data.total;
    expect(after).toBe(before);

    expect((await send(MESSAGE, freshIp())).status).toBe(201);
    server.clock.offsetMs = 3601 * 1000;
    expect((await send(MESSAGE, ip)).status).toBe(201);
  });

  it('a writer who deletes the account takes their messages with them; others stay', async () => {
    const writer = await signUpPatient(server);
    const own = await send({ ...MESSAGE, email: writer.email.toUpperCase(), subject: 'Mine' });
    const other = await send({ ...MESSAGE, subject: 'Not mine' });
    const erased = await server.call('DELETE', '/account', {
      token: writer.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(erased.status, erased.text).toBe(200);
    const ids = (
      await server.get('/admin/contact-messages', { token: admin })
    ).body.data.messages.map((m: { id: string }) => m.id);
    expect(ids).not.toContain(own.body.data.id);
    expect(ids).toContain(other.body.data.id);
  });

  it('only the administrator lists the messages', async () => {
    const { token } = await signUpPatient(server);
    expect((await server.get('/admin/contact-messages', { token })).status).toBe(403);
    expect((await server.get('/admin/contact-messages')).status).toBe(401);
  });
});

describe('behind a load balancer (TRUST_PROXY=1)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { trustProxy: 1 } });
  });
  afterAll(() => proxied.close());

  it("the limit counts each client's forwarded address, not the balancer's", async () => {
    const from = (client: string) => ({
      ip: '10.0.0.5',
      headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
    });
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await proxied.post('/contact', MESSAGE, from('198.51.100.200'))).status).toBe(201);
    }
    expect((await proxied.post('/contact', MESSAGE, from('198.51.100.200'))).status).toBe(429);
    expect((await proxied.post('/contact', MESSAGE, from('198.51.100.201'))).status).toBe(201);
  });
});
