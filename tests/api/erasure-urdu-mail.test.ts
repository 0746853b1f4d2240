import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '#server/db/schema/index';
import { DEFAULT_CHOICES } from '#shared/schemas/notification-preferences';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { STRONG_PASSWORD, signUpPatient } from '../support/builders';
import { visitWithRecords } from '../support/erasure-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mailTo = async (email: string) =>
  (await server.db.select().from(outgoingMail).where(eq(outgoingMail.to, email))).map(
    (m) => m.text,
  );

describe('erasure and a reader who reads mail in Urdu (ADR 139, 148)', () => {
  it('the Urdu mail of a notice about the erased person reads the label; the other namesake’s stays', async () => {
    const doctor = await createVerifiedDoctor(server, 'Fahad Mirza');
    const saved = await server.put(
      '/notification-preferences',
      { ...DEFAULT_CHOICES, language: 'ur' },
      { token: doctor.token },
    );
    expect(saved.status).toBe(200);
    const leaving = await signUpPatient(server, { name: 'Ali Khan' });
    const staying = await signUpPatient(server, { name: 'Ali Khan' });
    const words = {
      reason: 'Follow-up',
      note: 'Prefers mornings',
      diagnosis: 'Asthma',
      advice: 'Return in a month',
      medicine: 'Albuterol',
    };
    await visitWithRecords(server, doctor, staying, words, 'Very kind');
    await visitWithRecords(server, doctor, leaving, words, 'Very kind');
    const before = await mailTo(doctor.email);
    const reviews = before.filter((t) => t.includes('ریٹنگ دی'));
    expect(reviews).toHaveLength(2);
    expect(reviews.every((t) => t.includes('\u2068Ali Khan\u2069'))).toBe(true);

    const erased = await server.call('DELETE', '/account', {
      token: leaving.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(erased.status).toBe(200);
    const label = `Deleted patient #${leaving.user._id.slice(0, 8)}`;
    const after = (await mailTo(doctor.email)).filter((t) => t.includes('ریٹنگ دی'));
    expect(after.filter((t) => t.includes('\u2068Ali Khan\u2069'))).toHaveLength(1);
    expect(after.filter((t) => t.includes(`\u2068${label}\u2069`))).toHaveLength(1);
  });
});
