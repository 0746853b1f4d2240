import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES } from '#shared/schemas/notification-preferences';
import { book, clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doctorId: string;
let hour = 9;

beforeAll(async () => {
  server = await startTestServer();
  const made = await insertDoctor(server, { name: 'Dr. Omar Sheikh', consultationFee: 2000 });
  doctorId = made.doctor.id;
});
afterAll(() => server.close());

/** Books, starts a sandbox payment as the app does, and opens the checkout page it points at. */
async function checkoutPage(token: string, headers?: Record<string, string>) {
  const slot = slotOn(clinicDay(server, 2), `${String(hour++).padStart(2, '0')}:00`);
  const appointment = await book(server, token, doctorId, slot);
  const created = await server.post(
    '/payments/sandbox/create',
    { appointmentId: appointment._id },
    { token, headers },
  );
  expect(created.status).toBe(200);
  const page = await server.call('POST', '/payments/sandbox/checkout', {
    body: new URLSearchParams(created.body.data.formData).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(page.status).toBe(200);
  return { formData: created.body.data.formData as Record<string, string>, html: page.text };
}

describe('the sandbox checkout page (ADR 148)', () => {
  it('opens in Urdu, right to left, when the app is in Urdu', async () => {
    const { token } = await signUpPatient(server, { name: 'Hira Chaudhry' });
    const { formData, html } = await checkoutPage(token, { 'accept-language': 'ur' });
    expect(formData.lang).toBe('ur');
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('<h1>آزمائشی ادائیگی</h1>');
    expect(html).toContain('<bdi>Dr. Omar Sheikh</bdi> کے ساتھ مشاورت');
    expect(html).toContain('<bdi>Rs 2,000</bdi> ادا کریں');
    expect(html).toContain('انکار کریں');
    expect(html).not.toContain('Sandbox payment');
  });

  it('follows the language the patient chose when the app names none', async () => {
    const { token } = await signUpPatient(server);
    await server.put(
      '/notification-preferences',
      { ...DEFAULT_CHOICES, language: 'ur' },
      { token },
    );
    const { formData, html } = await checkoutPage(token);
    expect(formData.lang).toBeUndefined();
    expect(html).toContain('<html lang="ur" dir="rtl">');
  });

  it('stays English for an English reader, and fits a phone: viewport, wrapping, stacked facts', async () => {
    const { token } = await signUpPatient(server);
    const { html } = await checkoutPage(token, { 'accept-language': 'en' });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Sandbox payment</h1>');
    expect(html).toContain('Consultation with Dr. Omar Sheikh');
    expect(html).toContain('Pay <bdi>Rs 2,000</bdi>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('overflow-wrap: anywhere');
    expect(html).toContain('grid-template-columns: minmax(0, 1fr)');
  });
});
