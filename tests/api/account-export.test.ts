import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, doctorTimeOff } from '#server/db/schema/index';
import { EXPORT_SECTIONS } from '#server/modules/account/export-data.service';
import { accountWithEverything, PERSON } from '../support/account-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { unzip } from '../support/unzip';

let server: TestServer;
let scene: Awaited<ReturnType<typeof accountWithEverything>>;
beforeAll(async () => {
  server = await startTestServer();
  scene = await accountWithEverything(server);
}, 60_000);
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

async function prepare(token: string) {
  const res = await server.post('/account/export', undefined, { token });
  expect(res.status).toBe(201);
  return res.body.data as { downloadUrl: string; expiresAt: string };
}
/** The link as the browser follows it: no sign-in, the token in the path is the key. */
async function download(url: string) {
  const res = await server.app.request(new URL(url).pathname);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('export my data', () => {
  it('holds every section, each non-empty, as JSON and as a readable page', async () => {
    const link = await prepare(scene.patient.token);
    expect(link.downloadUrl).toMatch(
      new RegExp(`^${server.env.appUrl}/api/account/export/[A-Za-z0-9_-]{40,}$`),
    );
    expect(new Date(link.expiresAt).getTime() - server.clock.now().getTime()).toBeLessThanOrEqual(
      15 * 60_000,
    );
    const { res, bytes } = await download(link.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzip(bytes);
    expect(Object.keys(files).sort()).toEqual(['data.html', 'data.json']);
    const data = JSON.parse(files['data.json']);
    for (const section of EXPORT_SECTIONS) {
      const value = data[section];
      expect(value, section).toBeTruthy();
      expect(
        Array.isArray(value) ? value.length : Object.keys(value).length,
        section,
      ).toBeGreaterThan(0);
    }
    expect(data.profile.account).toMatchObject({ name: PERSON.name, email: scene.patient.email });
    expect(data.profile.account.passwordHash).toBeUndefined();
    expect(data.profile.patientProfile.phone).toBe(PERSON.phone);
    expect(data.familyMembers[0].name).toBe('Haris Kausar');
    expect(data.appointments.map((a: { id: string }) => a.id).sort()).toEqual(
      [scene.visit.id, scene.upcoming.id].sort(),
    );
    expect(data.payments[0]).toMatchObject({ amount: 1500, status: 'paid' });
    expect(data.refunds[0]).toMatchObject({ amount: 1500, status: 'succeeded', reference: 'R-1' });
    expect(data.reviews[0].title).toBe('Very kind');
    expect(data.visitSummaries[0]).toMatchObject({ diagnosis: 'Seasonal asthma' });
    expect(data.visitSummaries[0].prescription[0].name).toBe('Salbutamol');
    expect(data.visitSummaries[0].verifyTokenId).toBeUndefined();
    expect(data.consents.notificationPreferences.choices).toBeTruthy();
    expect(data.consents.pushSubscriptions[0].service).toBe('push.example.com');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(files['data.html']).toContain(`<h2>Visit summaries and prescriptions</h2>`);
    expect(files['data.html']).toContain(PERSON.name);
    expect(files['data.html']).toContain('Salbutamol');
  });

  it('downloads once: the second request for the link is 410, an unknown token 404', async () => {
    const link = await prepare(scene.patient.token);
    expect((await download(link.downloadUrl)).res.status).toBe(200);
    const again = await download(link.downloadUrl);
    expect(again.res.status).toBe(410);
    expect(JSON.parse(again.bytes.toString()).message).toBe(
      'This download link has expired or was already used',
    );
    const unknown = await server.get(`/account/export/${'a'.repeat(43)}`);
    expect(unknown.status).toBe(404);
  });

  it('expires after 15 minutes', async () => {
    const link = await prepare(scene.patient.token);
    server.clock.offsetMs = 15 * 60_000 + 1000;
    expect((await download(link.downloadUrl)).res.status).toBe(410);
  });

  it('is in the audit log, both preparing and downloading', async () => {
    const link = await prepare(scene.patient.token);
    await download(link.downloadUrl);
    const rows = await server.db.select().from(auditLogs).where(eq(auditLogs.resource, 'export'));
    expect(rows.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        'Data export prepared (one download, 15 minutes)',
        'Data export downloaded',
      ]),
    );
    expect(
      rows.every(
        (r) => r.resourceId === scene.patient.user._id || r.resourceId === scene.doctor.userId,
      ),
    ).toBe(true);
  });

  it('a doctor’s export holds their profile, availability, time off and the notes they wrote', async () => {
    await server.db
      .insert(doctorTimeOff)
      .values({ doctorId: scene.doctor.doctor.id, startDate: '2099-03-01', endDate: '2099-03-05' });
    const link = await prepare(scene.doctor.token);
    const data = JSON.parse(unzip((await download(link.downloadUrl)).bytes)['data.json']);
    expect(data.doctor.profile.id).toBe(scene.doctor.doctor.id);
    expect(data.doctor.availability).toHaveLength(7);
    expect(data.doctor.timeOff[0]).toMatchObject({ startDate: '2099-03-01' });
    expect(data.doctor.notesWritten.patients[0].notes).toContain('prefers morning visits');
    expect(data.visitSummaries[0].diagnosis).toBe('Seasonal asthma');
  });
});
