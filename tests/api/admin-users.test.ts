import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { clinicDate } from '#shared/domain/slots';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';
import { auditCount, csvLines, insertUser, userRow } from '../support/admin-fixtures';
import { createVerifiedDoctor } from '../support/appointment-builders';
import {
  doctorRegistration,
  STRONG_PASSWORD,
  signInAdmin,
  signUpPatient,
  uniqueEmail,
} from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const ids = (list: User[]) => list.map((u) => u._id);

describe('who may manage users', () => {
  it('answers 401 without a token and 403 to patients and doctors, changing nothing', async () => {
    const patient = await signUpPatient(server);
    const doctor = await createVerifiedDoctor(server, 'Imran Qureshi');
    expect((await server.get('/admin/users')).status).toBe(401);
    expect(
      (await server.put(`/admin/users/${patient.user._id}/status`, { status: 'blocked' })).status,
    ).toBe(401);
    for (const token of [patient.token, doctor.token]) {
      const list = await server.get('/admin/users', { token });
      expect(list.status).toBe(403);
      expect(list.body.message).toBe('You do not have permission to do this');
      const csv = await server.get('/admin/users?format=csv', { token });
      expect(csv.status).toBe(403);
      const put = await server.put(
        `/admin/users/${patient.user._id}/status`,
        { status: 'blocked' },
        { token },
      );
      expect(put.status).toBe(403);
    }
    expect((await userRow(server, patient.user._id)).status).toBe('active');
  });
});

describe('listing users', () => {
  it('filters by role, by the status shown and by name or e-mail, ignoring case', async () => {
    const marker = `zq${Date.now()}`;
    const patient = await signUpPatient(server, {
      name: 'Farah Marker',
      email: uniqueEmail(marker),
    });
    const reg = await server.post(
      '/auth/doctor/register',
      doctorRegistration({ name: 'Omar Marker', email: uniqueEmail(marker) }),
    );
    const pendingDoctor = reg.body.data.user as User;
    const blocked = await insertUser(server, {
      name: 'Blocked Marker',
      email: uniqueEmail(marker),
      status: 'blocked',
    });

    const all = await server.get(`/admin/users?search=${marker.toUpperCase()}`, { token: admin });
    expect(all.status).toBe(200);
    expect(ids(all.body.data).sort()).toEqual(
      [patient.user._id, pendingDoctor._id, blocked.id].sort(),
    );

    const doctorsOnly = await server.get(`/admin/users?role=doctor&search=${marker}`, {
      token: admin,
    });
    expect(ids(doctorsOnly.body.data)).toEqual([pendingDoctor._id]);
    expect(doctorsOnly.body.data[0]).toMatchObject({
      role: 'doctor',
      isVerified: false,
      verificationStatus: 'pending',
    });

    // The unverified doctor is stored active but shown, and so filtered, as pending.
    const pending = await server.get(`/admin/users?status=pending&search=${marker}`, {
      token: admin,
    });
    expect(ids(pending.body.data)).toEqual([pendingDoctor._id]);
    const active = await server.get(`/admin/users?status=active&search=${marker}`, {
      token: admin,
    });
    expect(ids(active.body.data)).toEqual([patient.user._id]);
    const blockedOnly = await server.get(`/admin/users?status=blocked&search=${marker}`, {
      token: admin,
    });
    expect(ids(blockedOnly.body.data)).toEqual([blocked.id]);

    const byName = await server.get('/admin/users?search=farah%20marker', { token: admin });
    expect(ids(byName.body.data)).toContain(patient.user._id);
    expect(byName.body.data[0]).toMatchObject({
      name: 'Farah Marker',
      email: patient.email,
      status: 'active',
    });
    expect(byName.body.data[0].lastLogin).toEqual(expect.any(String));
  });

  it('matches % and _ in the search as themselves', async () => {
    const odd = await insertUser(server, { name: 'Percent 100% Sure' });
    const res = await server.get(`/admin/users?search=${encodeURIComponent('100%')}`, {
      token: admin,
    });
    expect(ids(res.body.data)).toEqual([odd.id]);
    const none = await server.get(`/admin/users?search=${encodeURIComponent('_00%')}`, {
      token: admin,
    });
    expect(none.body.data).toEqual([]);
  });

  it('refuses filters it does not know with 400', async () => {
    const role = await server.get('/admin/users?role=nurse', { token: admin });
    expect(role.status).toBe(400);
    expect(role.body.message).toBe('Role must be all, patient, doctor, admin or desk');
    const status = await server.get('/admin/users?status=deleted', { token: admin });
    expect(status.status).toBe(400);
    const long = await server.get(`/admin/users?search=${'a'.repeat(101)}`, { token: admin });
    expect(long.status).toBe(400);
    const format = await server.get('/admin/users?format=xlsx', { token: admin });
    expect(format.body.message).toBe('Format must be json or csv');
  });
});

describe('changing a user status', () => {
  it('blocking a patient ends their open session at once, is audited, and unblocking lets them sign in again', async () => {
    const patient = await signUpPatient(server);
    expect((await server.get('/auth/profile', { token: patient.token })).status).toBe(200);

    const res = await server.put(
      `/admin/users/${patient.user._id}/status`,
      { status: 'blocked' },
      { token: admin, ip: '198.51.100.20' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User status updated successfully');
    expect(res.body.data).toMatchObject({ _id: patient.user._id, status: 'blocked' });

    const next = await server.get('/auth/profile', { token: patient.token });
    expect(next.status).toBe(401);
    expect(next.body.message).toBe('Authentication required');
    const login = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(403);

    const entries = await server.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, patient.user._id));
    const change = entries.find((e) => e.action === 'status_change');
    expect(change).toMatchObject({
      resource: 'user',
      userRole: 'admin',
      ipAddress: '198.51.100.20',
      details: `${patient.email}: active → blocked`,
    });

    const unblock = await server.put(
      `/admin/users/${patient.user._id}/status`,
      { status: 'active' },
      { token: admin },
    );
    expect(unblock.body.data.status).toBe('active');
    // The session the block ended stays ended; signing in again works.
    expect((await server.get('/auth/profile', { token: patient.token })).status).toBe(401);
    const again = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    expect(again.status).toBe(200);
  });

  it('setting the status a user already has changes nothing and writes no audit entry', async () => {
    const patient = await signUpPatient(server);
    const res = await server.put(
      `/admin/users/${patient.user._id}/status`,
      { status: 'active' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(await auditCount(server, 'user', patient.user._id)).toBe(0);
    expect((await server.get('/auth/profile', { token: patient.token })).status).toBe(200);
  });

  it('an administrator cannot block themselves', async () => {
    const me = (await server.get('/auth/profile', { token: admin })).body.data as User;
    for (const status of ['blocked', 'pending'] as const) {
      const res = await server.put(`/admin/users/${me._id}/status`, { status }, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('You cannot change the status of your own account');
    }
    expect((await userRow(server, me._id)).status).toBe('active');
    expect((await server.get('/admin/users', { token: admin })).status).toBe(200);
  });

  it('bad input is refused and changes nothing', async () => {
    const patient = await signUpPatient(server);
    const bad = await server.put(
      `/admin/users/${patient.user._id}/status`,
      { status: 'banned' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be one of active, blocked, pending');
    const empty = await server.put(`/admin/users/${patient.user._id}/status`, {}, { token: admin });
    expect(empty.status).toBe(400);
    const unknown = await server.put(
      `/admin/users/${crypto.randomUUID()}/status`,
      { status: 'blocked' },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    const notAnId = await server.put(
      '/admin/users/abc/status',
      { status: 'blocked' },
      { token: admin },
    );
    expect(notAnId.status).toBe(404);
    expect((await userRow(server, patient.user._id)).status).toBe('active');
    expect(await auditCount(server, 'user', patient.user._id)).toBe(0);
    expect((await server.get('/auth/profile', { token: patient.token })).status).toBe(200);
  });
});

describe('exporting users as CSV', () => {
  it('answers the filtered table as a dated text/csv download, quoted and with formulas defused', async () => {
    const marker = `csv${Date.now()}`;
    await insertUser(server, {
      name: `=HYPERLINK("http://evil") ${marker}`,
      email: uniqueEmail(marker),
    });
    await insertUser(server, {
      name: `Khan, Ali "AK" ${marker}`,
      email: uniqueEmail(marker),
      status: 'blocked',
    });
    await insertUser(server, { name: `Not Matching`, email: uniqueEmail('other') });

    const res = await server.get(`/admin/users?format=csv&search=${marker}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = clinicDate(server.clock.now(), DEFAULT_SETTINGS.timezone);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="users-${today}.csv"`,
    );
    const lines = csvLines(res.text);
    expect(lines[0]).toBe('Name,Email,Role,Status,Last Login (Asia/Karachi),Joined (Asia/Karachi)');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('"\'=HYPERLINK'))).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""http://evil""\\) ${marker}",\\S+,patient,active,Never,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`,
      ),
    );
    expect(
      lines.some((l) => l.startsWith(`"Khan, Ali ""AK"" ${marker}",`) && l.includes(',blocked,')),
    ).toBe(true);

    const blockedOnly = await server.get(
      `/admin/users?format=csv&status=blocked&search=${marker}`,
      { token: admin },
    );
    expect(csvLines(blockedOnly.text)).toHaveLength(2);
  });
});

it('the CSV starts with a UTF-8 byte-order mark so spreadsheets read Urdu names', async () => {
  const res = await server.app.request('/api/admin/users?format=csv', {
    headers: { authorization: `Bearer ${admin}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
});
