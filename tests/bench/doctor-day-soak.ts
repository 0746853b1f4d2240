import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { type StatusPayload, statusKind } from '#app/features/doctor-day/api/status-kind';
import { type NotesPayload, notesKind } from '#app/features/doctor-patients/api/notes-kind';
import { doctorMirrorWindow } from '#app/lib/appointment-calendar';
import { SyncEngine } from '#app/offline/engine';
import { createLocalDb } from '#app/offline/local-db';
import { appointments, auditLogs, doctors, patientNotes, users } from '#server/db/schema/index';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { startSession } from '#server/modules/auth/auth.service';
import { type DoctorTargetStatus, doctorTooEarly } from '#shared/domain/doctor-transitions';
import type { DoctorPatientPage } from '#shared/schemas/doctor-patients';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  deferred,
  drain,
  faultyTransport,
  getJson,
  mulberry32,
  percentiles,
  refusedOn,
  type SoakDevice,
  startSoakServer,
} from './lib/soak-harness';
import type { BenchSection } from './lib/types';

/**
 * A doctor's clinic day with poor signal: the doctor's device (the app's own status and notes
 * kinds, on fake-indexeddb) goes offline and online many times, queueing approvals, rejections,
 * completions, no-shows, cancellations with a reason and private notes, while requests fail
 * before the server, answers are lost after commit, the gateway answers 502, the tab dies
 * mid-request, and now and then a patient cancels a visit the doctor has a change queued for.
 * Every change must end applied exactly once, or refused (409) and shown so on the device.
 */
export type DoctorDaySoakOptions = {
  cycles?: number;
  /** Changes the doctor queues while offline in each cycle. */
  perCycle?: number;
  appointments?: number;
  patients?: number;
  failBefore?: number;
  dropAfterCommit?: number;
  serverError?: number;
  crash?: number;
  /** Probability per cycle that a patient cancels a visit the doctor just queued a change for. */
  patientCancels?: number;
  /** Share of changes that are notes (the rest are status changes). */
  noteShare?: number;
  seed?: number;
};

export type DoctorDaySoakReport = {
  cycles: number;
  changes: number;
  statusChanges: number;
  notes: number;
  applied: number;
  refusedAsExpected: number;
  lost: number;
  duplicated: number;
  unexpectedRefusals: number;
  mirrorMismatches: number;
  requests: number;
  failedBeforeServer: number;
  droppedAfterCommit: number;
  serverErrors: number;
  crashes: number;
  patientCancels: number;
  /** What the device shows for each refused change: status, the server's words, the change. */
  refusals: string[];
  requestMs: { p50: number; p95: number; p99: number };
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ZONE = DEFAULT_SETTINGS.timezone;

type Visit = {
  id: string;
  patientId: string;
  patientName: string;
  startTime: string;
  status: string;
};
type Expected =
  | { kind: 'status'; visit: Visit; from: string; to: DoctorTargetStatus; refused: boolean }
  | { kind: 'note'; patientId: string; text: string };

const NEXT: Record<string, [DoctorTargetStatus, number][]> = {
  // Target status and its weight: approvals are common, rejections rarer.
  pending: [
    ['scheduled', 0.75],
    ['cancelled', 0.25],
  ],
  scheduled: [
    ['completed', 0.55],
    ['no-show', 0.2],
    ['cancelled', 0.25],
  ],
};

export async function runDoctorDaySoak(
  options: DoctorDaySoakOptions = {},
): Promise<DoctorDaySoakReport> {
  const cycles = options.cycles ?? 20;
  const perCycle = options.perCycle ?? 2;
  const visitCount = options.appointments ?? 30;
  const patientCount = options.patients ?? 8;
  const faults = {
    failBefore: options.failBefore ?? 0.15,
    dropAfterCommit: options.dropAfterCommit ?? 0.15,
    serverError: options.serverError ?? 0.05,
  };
  const pCrash = options.crash ?? 0.1;
  const pPatientCancel = options.patientCancels ?? 0.15;
  const noteShare = options.noteShare ?? 0.3;
  const random = mulberry32(options.seed ?? 20261123);

  const soak = await startSoakServer('doctor-soak');
  const { db, env } = soak;
  try {
    const [doctor] = await db
      .select({ id: doctors.id, userId: doctors.userId })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
    const session = (userId: string, role: string) =>
      startSession(db, { userId, role, secret: env.jwtSecret, now: new Date(), ip: '127.0.0.1' });

    const patients: { id: string; name: string; token: string }[] = [];
    for (let i = 0; i < patientCount; i++) {
      const name = `Clinic Day Patient ${i + 1}`;
      const [user] = await db
        .insert(users)
        .values({
          name,
          email: `clinic.day.${i + 1}.${Date.now()}@example.pk`,
          passwordHash: 'not-used-by-the-soak',
          role: 'patient',
          status: 'active',
          isVerified: true,
        })
        .returning();
      patients.push({ id: user.id, name, token: await session(user.id, 'patient') });
    }
    // Late in the clinic evening (UTC+5), which the demo doctor's own visits never use, from
    // yesterday through the next 12 days: inside the device's mirror window, with visits past
    // and to come, so that outcomes (allowed once due, ADR 143) and cancellations both occur.
    const today = new Date();
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const rows = Array.from({ length: visitCount }, (_, k) => {
      const start = new Date(
        midnight + ((k % 14) - 1) * DAY + (17 * 60 + 30 * Math.floor(k / 14)) * MINUTE,
      );
      return {
        doctorId: doctor.id,
        patientId: patients[k % patientCount].id,
        startTime: start,
        endTime: new Date(start.getTime() + 30 * MINUTE),
        type: 'consultation' as const,
        reason: 'Clinic day soak',
        status: k % 2 === 0 ? ('pending' as const) : ('scheduled' as const),
        fee: 1500,
        // A pending booking is a confirmed one awaiting the doctor's approval (not a hold).
        confirmedAt: new Date(),
      };
    });
    const inserted = await db.insert(appointments).values(rows).returning();
    const visits: Visit[] = inserted.map((a) => ({
      id: a.id,
      patientId: a.patientId!,
      patientName: patients.find((p) => p.id === a.patientId)?.name ?? '',
      startTime: a.startTime.toISOString(),
      status: a.status,
    }));

    const device: SoakDevice = {
      userId: doctor.userId,
      session: {
        userId: doctor.userId,
        token: await session(doctor.userId, 'doctor'),
        role: 'doctor',
      },
      db: createLocalDb(`doctor-soak-${doctor.userId}`),
      engine: undefined as unknown as SyncEngine,
      clock: { now: Date.now() },
      offline: false,
      crashNext: false,
      crashed: deferred(),
    };
    const buildEngine = (d: SoakDevice) => {
      const engine = new SyncEngine({
        db: d.db,
        transport: faultyTransport(d, soak, faults, random),
        getSession: () => d.session,
        now: () => d.clock.now,
        random,
        locks: null,
      });
      engine.registerKind(statusKind);
      engine.registerKind(notesKind);
      const window = doctorMirrorWindow();
      engine.registerCollection({
        name: 'appointments',
        roles: ['doctor'],
        fetch: () => getJson(d, soak, `/appointments?from=${window.from}&to=${window.to}`),
      });
      engine.registerCollection({
        name: 'patients',
        roles: ['doctor'],
        fetch: async () =>
          (await getJson<DoctorPatientPage>(d, soak, '/patients?limit=100')).patients,
      });
      return engine;
    };
    device.engine = buildEngine(device);
    await device.engine.refresh('appointments');
    await device.engine.refresh('patients');

    const expected: Expected[] = [];
    let serial = 0;
    let patientCancels = 0;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const weighted = (choices: [DoctorTargetStatus, number][]) => {
      let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [to, weight] of choices) {
        roll -= weight;
        if (roll < 0) return to;
      }
      return choices[choices.length - 1][0];
    };

    for (let cycle = 0; cycle < cycles; cycle++) {
      device.offline = true;
      const queuedThisCycle: Expected[] = [];
      for (let n = 0; n < perCycle; n++) {
        const open = visits.filter((v) => NEXT[v.status]);
        if (open.length === 0 || random() < noteShare) {
          const patient = pick(patients);
          const text = `Soak note #${++serial}: review in clinic`;
          const payload: NotesPayload = {
            patientId: patient.id,
            notes: text,
            patientName: patient.name,
          };
          await device.engine.enqueue(notesKind, payload);
          const e: Expected = { kind: 'note', patientId: patient.id, text };
          expected.push(e);
          queuedThisCycle.push(e);
          continue;
        }
        const visit = pick(open);
        // What the doctor's screen offers now: no outcome before the visit is due (ADR 143).
        const clock = { startTime: visit.startTime, now: new Date(), timeZone: ZONE };
        const to = weighted(
          NEXT[visit.status].filter(([status]) => !doctorTooEarly(status, clock)),
        );
        const payload: StatusPayload = {
          id: visit.id,
          status: to,
          patientName: visit.patientName,
          previousStatus: visit.status,
          startTime: visit.startTime,
          ...(to === 'cancelled' ? { reason: `Clinic closed early #${++serial}` } : {}),
        };
        await device.engine.enqueue(statusKind, payload);
        const e: Expected = { kind: 'status', visit, from: visit.status, to, refused: false };
        expected.push(e);
        queuedThisCycle.push(e);
        visit.status = to;
      }
      // Meanwhile, a patient cancels a visit the doctor has a (non-cancel) change queued for.
      const candidates = queuedThisCycle.filter(
        (e): e is Extract<Expected, { kind: 'status' }> =>
          e.kind === 'status' &&
          ['pending', 'scheduled'].includes(e.from) &&
          Date.parse(e.visit.startTime) > Date.now() &&
          !queuedThisCycle.some(
            (o) => o.kind === 'status' && o.visit === e.visit && o.to === 'cancelled',
          ),
      );
      if (candidates.length && random() < pPatientCancel) {
        const target = pick(candidates);
        const owner = patients.find((p) => p.id === target.visit.patientId);
        const res = await fetch(`${soak.base}/appointments/${target.visit.id}/cancel`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${owner?.token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ reason: 'Could not come today' }),
        });
        if (!res.ok) throw new Error(`the patient's cancel failed: ${res.status}`);
        patientCancels++;
        for (const e of queuedThisCycle)
          if (e.kind === 'status' && e.visit === target.visit) e.refused = true;
        target.visit.status = 'cancelled';
      }
      if (random() < pCrash) device.crashNext = true;
      device.offline = false;
      await drain(device, buildEngine);
    }

    // Verification against the database.
    const statusChanges = expected.filter((e) => e.kind === 'status');
    const audits = await db
      .select({
        resource: auditLogs.resource,
        resourceId: auditLogs.resourceId,
        details: auditLogs.details,
      })
      .from(auditLogs)
      .where(
        and(
          inArray(auditLogs.resource, ['appointment', 'patient_notes']),
          inArray(auditLogs.resourceId, [...visits.map((v) => v.id), ...patients.map((p) => p.id)]),
        ),
      );
    let applied = 0;
    let lost = 0;
    let duplicated = 0;
    let refusedAsExpected = 0;
    for (const e of statusChanges) {
      const mark = `${e.from} → ${e.to} by the doctor`;
      const hits = audits.filter(
        (a) => a.resourceId === e.visit.id && a.details.startsWith(mark),
      ).length;
      if (e.refused) {
        if (hits === 0) refusedAsExpected++;
        else duplicated += hits;
        continue;
      }
      if (hits === 0) lost++;
      else applied++;
      if (hits > 1) duplicated += hits - 1;
    }
    const noteRows = await db
      .select()
      .from(patientNotes)
      .where(eq(patientNotes.doctorUserId, doctor.userId));
    for (const patient of patients) {
      const mine = expected.filter(
        (e): e is Extract<Expected, { kind: 'note' }> =>
          e.kind === 'note' && e.patientId === patient.id,
      );
      const saves = audits.filter(
        (a) => a.resource === 'patient_notes' && a.resourceId === patient.id,
      ).length;
      // Every save is one audit row; the last text queued is the one the server keeps.
      applied += Math.min(saves, mine.length);
      lost += Math.max(0, mine.length - saves);
      duplicated += Math.max(0, saves - mine.length);
      const last = mine.at(-1);
      const onServer = noteRows.find((r) => r.patientUserId === patient.id)?.notes;
      if (last && onServer !== last.text) lost++;
    }
    // What the device shows: refused changes as refusals, every row as the server holds it.
    const refusedOnDevice = await refusedOn(device);
    const refusals = (await device.db.outbox.toArray())
      .filter((i) => i.state === 'failed' || i.state === 'conflict')
      .map((i) => `${i.lastStatus} ${i.lastError}: ${i.description}`);
    const expectedRefusals = statusChanges.filter((e) => e.refused).length;
    let mirrorMismatches = 0;
    const serverVisits = await db
      .select({ id: appointments.id, status: appointments.status })
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          visits.map((v) => v.id),
        ),
      );
    for (const row of await device.db.appointments
      .where('userId')
      .equals(device.userId)
      .toArray()) {
      const truth = serverVisits.find((v) => v.id === row._id);
      if (truth && truth.status !== row.status) mirrorMismatches++;
    }
    for (const row of await device.db.patients.where('userId').equals(device.userId).toArray()) {
      const truth = noteRows.find((r) => r.patientUserId === row._id)?.notes ?? '';
      if ((row.notes ?? '') !== truth) mirrorMismatches++;
    }
    return {
      cycles,
      changes: expected.length,
      statusChanges: statusChanges.length,
      notes: expected.length - statusChanges.length,
      applied,
      refusedAsExpected,
      lost,
      duplicated,
      unexpectedRefusals: Math.abs(refusedOnDevice - expectedRefusals),
      mirrorMismatches,
      requests: soak.counters.requests,
      failedBeforeServer: soak.counters.failedBefore,
      droppedAfterCommit: soak.counters.droppedAfter,
      serverErrors: soak.counters.serverErrors,
      crashes: soak.counters.crashes,
      patientCancels,
      refusals,
      requestMs: percentiles(soak.latencies),
    };
  } finally {
    await soak.close();
  }
}

export function describeDoctorDaySoak(r: DoctorDaySoakReport): string {
  return (
    `  doctor's day: ${r.changes} changes (${r.statusChanges} status changes, ${r.notes} notes) over ${r.cycles} offline/online cycles; ` +
    `applied ${r.applied}, refused as expected ${r.refusedAsExpected} (the patient cancelled first ${r.patientCancels} times), ` +
    `lost ${r.lost}, duplicated ${r.duplicated}, unexpected refusals ${r.unexpectedRefusals}, mirror mismatches ${r.mirrorMismatches}; ` +
    `injected: ${r.failedBeforeServer} failed before the server, ${r.droppedAfterCommit} answers dropped after commit, ` +
    `${r.serverErrors} 502s, ${r.crashes} tabs killed mid-request`
  );
}

/** The doctor's offline day as a section of `npm run bench`: the target is zero errors. */
export const doctorDaySoakSection: BenchSection = {
  name: 'doctor-day',
  async run() {
    const r = await runDoctorDaySoak();
    console.log(describeDoctorDaySoak(r));
    return [
      {
        section: 'doctor-day',
        name: `offline day replay (${r.changes} queued changes)`,
        clients: 1,
        requests: r.requests,
        errors: r.lost + r.duplicated + r.unexpectedRefusals + r.mirrorMismatches,
        p50Ms: r.requestMs.p50,
        p95Ms: r.requestMs.p95,
        p99Ms: r.requestMs.p99,
        throughputPerSec: 0,
      },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runDoctorDaySoak({ cycles: Number(process.env.SOAK_CYCLES ?? 20) });
  console.log(describeDoctorDaySoak(report));
  console.log(JSON.stringify(report, null, 2));
  const clean =
    report.lost + report.duplicated + report.unexpectedRefusals + report.mirrorMismatches;
  process.exit(clean === 0 ? 0 : 1);
}
