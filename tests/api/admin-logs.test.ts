import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { clinicDate } from '#shared/domain/slots';
import type { AuditLogEntry } from '#shared/schemas/admin-records';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { csvLines } from '../support/admin-fixtures';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const marker = () => `Tester${Math.random().toString(36).slice(2, 10)}`;

/** Audit entries by one made-up user, at given UTC instants. */
async function logEntries(
  name: string,
  entries: { action: string; at: string; details?: string }[],
) {
  await server.db.insert(auditLogs).values(
    entries.map((e) => ({
      userName: name,
      userRole: 'patient',
      action: e.action,
      resource: 'profile',
      resourceId: 'r-1',
      details: e.details ?? '',
      ipAddress: '203.0.113.9',
      timestamp: new Date(e.at),
    })),
  );
}

describe('who may read the audit log', () => {
  it('answers 401 without a token and 403 to patients and doctors', async () => {
    const patient = await signUpPatient(server);
    const doctor = await createVerifiedDoctor(server, 'Nadia Hussain');
    expect((await server.get('/admin/logs')).status).toBe(401);
    for (const token of [patient.token, doctor.token]) {
      expect((await server.get('/admin/logs', { token })).status).toBe(403);
      expect((await server.get('/admin/logs?format=csv', { token })).status).toBe(403);
    }
  });
});

describe('reading the audit log', () => {
  it("shows the administrator's own sign-in first, with who, what, when and the address", async () => {
    const token = await signInAdmin(server);
    const res = await server.get('/admin/logs', { token });
    expect(res.status).toBe(200);
    const newest = (res.body.data.logs as AuditLogEntry[]).find((l) => l.action === 'login');
    expect(newest).toMatchObject({
      id: expect.any(String),
      user: { role: 'admin' },
      action: 'login',
      resource: 'session',
      ipAddress: '203.0.113.7',
    });
    expect(Date.parse(newest!.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(newest!.timestamp).toMatch(/Z$/);
  });

  it('pages twenty at a time, newest first', async () => {
    const name = marker();
    await logEntries(
      name,
      Array.from({ length: 23 }, (_, i) => ({
        action: 'update',
        at: new Date(Date.UTC(2026, 0, 5, 10, i)).toISOString(),
      })),
    );
    const first = await server.get(`/admin/logs?search=${name}`, { token: admin });
    expect(first.body.data).toMatchObject({ total: 23, page: 1, totalPages: 2 });
    const logs = first.body.data.logs as AuditLogEntry[];
    expect(logs).toHaveLength(20);
    expect(logs[0]!.timestamp).toBe('2026-01-05T10:22:00.000Z');
    expect(logs[19]!.timestamp).toBe('2026-01-05T10:03:00.000Z');
    const second = await server.get(`/admin/logs?search=${name}&page=2`, { token: admin });
    expect((second.body.data.logs as AuditLogEntry[]).map((l) => l.timestamp)).toEqual([
      '2026-01-05T10:02:00.000Z',
      '2026-01-05T10:01:00.000Z',
      '2026-01-05T10:00:00.000Z',
    ]);
  });

  it('filters by type: update takes status changes and verifications, login takes failed sign-ins', async () => {
    const name = marker();
    const at = '2026-02-01T08:00:00.000Z';
    await logEntries(
      name,
      [
        'create',
        'update',
        'status_change',
        'verify',
        'reject',
        'delete',
        'login',
        'login_failed',
        'logout',
      ].map((action) => ({ action, at })),
    );
    const actionsOf = async (type: string) => {
      const res = await server.get(`/admin/logs?search=${name}&type=${type}`, { token: admin });
      return (res.body.data.logs as AuditLogEntry[]).map((l) => l.action).sort();
    };
    expect(await actionsOf('create')).toEqual(['create']);
    expect(await actionsOf('update')).toEqual(['reject', 'status_change', 'update', 'verify']);
    expect(await actionsOf('delete')).toEqual(['delete']);
    expect(await actionsOf('login')).toEqual(['login', 'login_failed']);
    expect(await actionsOf('logout')).toEqual(['logout']);
    expect(await actionsOf('all')).toHaveLength(9);
  });

  it('filters by a day of the clinic calendar, not of UTC', async () => {
    const name = marker();
    // 19:30 UTC on 10 January is 00:30 on 11 January in Karachi (UTC+5).
    await logEntries(name, [
      { action: 'update', at: '2026-01-10T19:30:00.000Z' },
      { action: 'update', at: '2026-01-10T18:30:00.000Z' },
    ]);
    const eleventh = await server.get(`/admin/logs?search=${name}&date=2026-01-11`, {
      token: admin,
    });
    expect((eleventh.body.data.logs as AuditLogEntry[]).map((l) => l.timestamp)).toEqual([
      '2026-01-10T19:30:00.000Z',
    ]);
    const tenth = await server.get(`/admin/logs?search=${name}&date=2026-01-10`, { token: admin });
    expect((tenth.body.data.logs as AuditLogEntry[]).map((l) => l.timestamp)).toEqual([
      '2026-01-10T18:30:00.000Z',
    ]);
  });

  it('searches the user name or the action, ignoring case', async () => {
    const name = marker();
    await logEntries(name, [{ action: 'logout', at: '2026-03-01T08:00:00.000Z' }]);
    const byName = await server.get(`/admin/logs?search=${name.toUpperCase()}`, { token: admin });
    expect(byName.body.data.total).toBe(1);
    const byAction = await server.get('/admin/logs?search=LOGIN_FAIL&type=login', { token: admin });
    expect(
      (byAction.body.data.logs as AuditLogEntry[]).every((l) => l.action === 'login_failed'),
    ).toBe(true);
  });

  it('refuses filters it does not know with 400', async () => {
    for (const [query, message] of [
      ['type=hack', 'Type must be all, create, update, delete, login or logout'],
      ['date=31-01-2026', 'Please enter a valid date (yyyy-MM-dd)'],
      ['page=-', 'page must be a number'],
    ]) {
      const res = await server.get(`/admin/logs?${query}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('exporting the audit log as CSV', () => {
  it('answers every matching entry with UTC and clinic times, quoted and with formulas defused', async () => {
    const name = marker();
    await logEntries(name, [
      { action: 'update', at: '2026-01-10T19:30:00.000Z', details: '=cmd|"/c calc"!A1, then more' },
      ...Array.from({ length: 21 }, (_, i) => ({
        action: 'login',
        at: new Date(Date.UTC(2026, 0, 5, 10, i)).toISOString(),
      })),
    ]);
    const res = await server.get(`/admin/logs?format=csv&search=${name}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = clinicDate(server.clock.now(), DEFAULT_SETTINGS.timezone);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-logs-${today}.csv"`,
    );
    const lines = csvLines(res.text);
    expect(lines[0]).toBe(
      'Timestamp (UTC),Timestamp (Asia/Karachi),User,Role,Action,Resource,Resource ID,Details,IP Address',
    );
    expect(lines).toHaveLength(23);
    expect(lines[1]).toBe(
      `2026-01-10T19:30:00.000Z,2026-01-11 00:30,${name},patient,update,profile,r-1,"'=cmd|""/c calc""!A1, then more",203.0.113.9`,
    );
    const updates = await server.get(`/admin/logs?format=csv&search=${name}&type=update`, {
      token: admin,
    });
    expect(csvLines(updates.text)).toHaveLength(2);
  });
});

describe('the published contract', () => {
  it('lists the record calls with their filters and the CSV answer', async () => {
    const spec = (await server.get('/openapi.json')).body;
    for (const path of ['/admin/users', '/admin/appointments', '/admin/logs']) {
      const get = spec.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get.security).toEqual([{ bearerAuth: [] }]);
      expect(get.parameters.map((p: { name: string }) => p.name)).toContain('format');
      expect(get.responses['200'].content['text/csv']).toBeDefined();
    }
    expect(spec.paths['/admin/users/{id}/status'].put.requestBody).toBeDefined();
    expect(spec.paths['/admin/appointments/{id}/status'].put.requestBody).toBeDefined();
  });
});
