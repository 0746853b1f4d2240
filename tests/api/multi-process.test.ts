import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { appointments, auditLogs, rateLimitEvents } from '#server/db/schema/index';
import { clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { STRONG_PASSWORD, signUpPatient } from '../support/builders';
import { freePort } from '../support/free-port';
import { asTestServer, type HttpAnswer, httpServer } from '../support/http-server';
import { createTestDatabase } from '../support/pg-databases';

const PROBE_JOB_MS = 250;

const servedBy = (answers: HttpAnswer[]) =>
  new Set(answers.map((a) => a.headers.get('x-served-by')));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Several server processes need a database they can share: PostgreSQL.
describe.runIf(inject('postgres'))('two server processes on one PostgreSQL', () => {
  let primary: ChildProcess;
  let exited: Promise<number | null>;
  let database: Database;
  let drop: () => Promise<void>;
  let dataDir: string;
  let http: ReturnType<typeof httpServer>;
  let baseUrl: string;
  const server = () => asTestServer(http, database.db);

  beforeAll(async () => {
    const copy = await createTestDatabase(inject('postgres')!);
    drop = copy.drop;
    database = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
    dataDir = mkdtempSync(join(tmpdir(), 'mashwara-cluster-'));
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'tests/support/server-process.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: copy.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'false',
        PROBE_JOB_MS: String(PROBE_JOB_MS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => primary.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      primary.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening on')) resolve();
      });
      primary.on('exit', (code) => reject(new Error(`the servers stopped (exit code ${code})`)));
    });
    baseUrl = `http://127.0.0.1:${port}`;
    http = httpServer(baseUrl);
  }, 60_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await database?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('both processes answer on the one port', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => http.get('/health')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(servedBy(answers).size).toBe(2);
  });

  it('20 patients racing for one slot through both processes: exactly one gets it', async () => {
    const { doctor } = await insertDoctor(server());
    // One after another: registrations from one address in flight at once are limited (ADR 014).
    const patients = [];
    for (let i = 0; i < 20; i++) patients.push(await signUpPatient(server()));
    const slot = slotOn(clinicDay(server(), 2), '15:00');
    const answers = await Promise.all(
      patients.map((p) =>
        http.post(
          '/bookings/appointments/initiate',
          { doctorId: doctor.id, ...slot, type: 'follow-up', reason: 'Blood pressure review' },
          { token: p.token },
        ),
      ),
    );
    expect(servedBy(answers).size).toBe(2);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const held = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctor.id));
    expect(held).toHaveLength(1);
  });

  it('an Idempotency-Key replayed on the other process answers the stored answer', async () => {
    const { doctor } = await insertDoctor(server());
    const patient = await signUpPatient(server());
    const slot = slotOn(clinicDay(server(), 3), '11:00');
    const send = () =>
      http.post(
        '/bookings/appointments/initiate',
        { doctorId: doctor.id, ...slot, type: 'consultation', reason: 'Chest pain' },
        { token: patient.token, headers: { 'idempotency-key': 'cluster-replay-0001' } },
      );
    const first = await send();
    expect(first.status).toBe(201);
    const firstPid = first.headers.get('x-served-by');
    let other = await send();
    for (let i = 0; i < 10 && other.headers.get('x-served-by') === firstPid; i++) {
      other = await send();
    }
    expect(other.headers.get('x-served-by')).not.toBe(firstPid);
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBe('true');
    expect(other.body).toEqual(first.body);
    const mine = and(
      eq(appointments.doctorId, doctor.id),
      eq(appointments.patientId, patient.user._id),
    );
    expect(await database.db.select().from(appointments).where(mine)).toHaveLength(1);
  });

  it('a job scheduled by both processes runs once per interval', async () => {
    await new Promise((r) => setTimeout(r, PROBE_JOB_MS * 10));
    const runs = await database.db
      .select({ at: auditLogs.timestamp })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'job-probe'))
      .orderBy(auditLogs.timestamp);
    expect(runs.length).toBeGreaterThanOrEqual(4);
    // Each process ticks every interval: unshared, they would run about twice as often.
    const span = runs[runs.length - 1].at.getTime() - runs[0].at.getTime();
    expect(runs.length - 1).toBeLessThanOrEqual(Math.floor(span / (PROBE_JOB_MS * 0.9)) + 1);
  });

  it('the sign-in limit counts failures answered by either process', async () => {
    const { email } = await signUpPatient(server());
    const failures: HttpAnswer[] = [];
    for (let i = 0; i < 5; i++) {
      failures.push(await http.post('/auth/login', { email, password: 'Wrong@Pass9' }));
    }
    expect(failures.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(servedBy(failures).size).toBe(2);
    const limited = await http.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(limited.status).toBe(429);
    // The address's bucket may be full too; later sign-ins from this machine must not be refused.
    await database.db.delete(rateLimitEvents);
  });

  it('every process sees the address the caller came from', async () => {
    const { email } = await signUpPatient(server());
    const caller = httpServer(baseUrl, { localAddress: '127.0.0.2' });
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await caller.post('/auth/login', { email, password: STRONG_PASSWORD }));
    }
    expect(servedBy(answers).size).toBe(2);
    const rows = await database.db
      .select({ ip: auditLogs.ipAddress })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'login'), eq(auditLogs.userName, 'Test Patient')));
    const seen = rows.map((r) => r.ip);
    expect(seen.filter((ip) => ip === '127.0.0.2')).toHaveLength(6);
    expect(seen).not.toContain('unknown');
  });

  it('a crashed process is replaced, and SIGTERM stops them all cleanly', async () => {
    const pids = async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => http.get('/health')));
      return [...servedBy(answers)].map(Number);
    };
    const [victim] = await pids();
    process.kill(victim, 'SIGKILL');
    const replaced = async () => {
      // A request handed to the killed process gets no answer; the next poll asks again.
      const now = await pids().catch((): number[] => []);
      return now.length === 2 && !now.includes(victim);
    };
    await expect.poll(replaced, { timeout: 40_000, interval: 300 }).toBe(true);
    const workers = await pids();
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  }, 60_000);
});
