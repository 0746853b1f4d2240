import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import {
  englishFormat,
  notificationText,
  readNotificationData,
} from '#shared/domain/notification-texts';
import type { Notification } from '#shared/schemas/notification';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
});
afterAll(() => server.close());

async function notificationsOf(account: { email: string; password: string }) {
  const login = await server.post('/auth/login', account);
  expect(login.status).toBe(200);
  const res = await server.get('/notifications', { token: login.body.data.token });
  return res.body.data.notifications as Notification[];
}

describe('the demo notifications', () => {
  it('carry their kind and params, and their English is what those params fill', async () => {
    const patient = await notificationsOf(DEMO_ACCOUNTS.patient);
    const doctor = await notificationsOf(DEMO_ACCOUNTS.doctor);
    expect(patient.map((n) => n.data?.kind).sort()).toEqual([
      'APPOINTMENT_CONFIRMED',
      'APPOINTMENT_REMINDER',
      'PAYMENT_RECEIVED',
      'PRESCRIPTION_READY',
      'PRESCRIPTION_READY',
    ]);
    expect(doctor.map((n) => n.data?.kind).sort()).toEqual([
      'APPOINTMENT_BOOKED',
      'REVIEW_RECEIVED',
    ]);
    for (const n of [...patient, ...doctor]) {
      const data = readNotificationData(n.data);
      expect(data, n.title).not.toBeNull();
      expect(notificationText(data!, englishFormat(DEFAULT_SETTINGS.timezone))).toEqual({
        type: n.type,
        title: n.title,
        message: n.message,
      });
    }
    expect(patient.find((n) => n.type === 'APPOINTMENT_CONFIRMED')?.message).toMatch(
      /^Imran Qureshi confirmed your appointment on \w+day, /,
    );
  });
});
