import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';

let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStub();
  server = await startTestServer({ env: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('a contact message through a real SMTP server', () => {
  it('reaches the support address, and a reply goes to the writer', async () => {
    const res = await server.post(
      '/contact',
      {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        subject: 'Video consultations',
        message: 'Do you offer video visits on Sundays?',
      },
      { ip: '198.51.100.77' },
    );
    expect(res.status).toBe(201);
    const mail = await smtp.mailTo(
      'support@mashwara.pk',
      /^Subject: \[Mashwara contact\] Video consultations\r$/m,
    );
    expect(mail.raw).toMatch(/^Reply-To: ayesha@example\.pk\r$/m);
    expect(mail.raw).toContain('Do you offer video visits on Sundays?');
  });
});
