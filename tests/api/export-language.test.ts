import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES } from '#shared/schemas/notification-preferences';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { unzip } from '../support/unzip';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Prepares an export and answers its readable page (data.html). */
async function exportPage(token: string, headers?: Record<string, string>) {
  const res = await server.post('/account/export', undefined, { token, headers });
  expect(res.status).toBe(201);
  const download = await server.app.request(new URL(res.body.data.downloadUrl).pathname);
  return unzip(Buffer.from(await download.arrayBuffer()))['data.html'];
}

describe('the export’s readable page in the reader’s language (ADR 148)', () => {
  it('is Urdu and right to left for a reader who chose Urdu, field names and values as in data.json', async () => {
    const { token } = await signUpPatient(server, { name: 'Sana Malik' });
    const saved = await server.put(
      '/notification-preferences',
      { ...DEFAULT_CHOICES, language: 'ur' },
      { token },
    );
    expect(saved.status).toBe(200);
    const html = await exportPage(token);
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<h1><bdi>Mashwara</bdi>: آپ کے بارے میں ہمارے پاس موجود سب کچھ</h1>');
    expect(html).toContain('<h2>پروفائل</h2>');
    expect(html).toContain('<h2>سائن اِن شدہ آلات (سیشن)</h2>');
    expect(html).toContain('<th scope="row" dir="ltr">name</th><td dir="auto">Sana Malik</td>');
    expect(html).not.toContain('everything we hold about you');
  });

  it('follows the app’s language for a reader who never chose one', async () => {
    const { token } = await signUpPatient(server);
    const html = await exportPage(token, { 'accept-language': 'ur' });
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('<h2>اطلاعات</h2>');
  });

  it('stays English, left to right, for an English reader', async () => {
    const { token } = await signUpPatient(server);
    const html = await exportPage(token);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1><bdi>Mashwara</bdi>: everything we hold about you</h1>');
    expect(html).toContain('<h2>Signed-in devices (sessions)</h2>');
  });
});
