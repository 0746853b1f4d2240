import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import {
  appointments as appointmentsCollection,
  type MirrorAppointment,
} from '#app/offline/collections/appointments';
import { SyncEngine } from '#app/offline/engine';
import { createLocalDb, type MashwaraDb } from '#app/offline/local-db';
import type { SyncKind } from '#app/offline/types';
import {
  appointments,
  auditLogs,
  doctorAvailability,
  doctors,
  idempotencyKeys,
  users,
} from '#server/db/schema/index';
import { startSession } from '#server/modules/auth/auth.service';
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
 * Sync soak: the real queue engine (fake-indexeddb, one database per device) against the real
 * server on loopback, through many offline/online cycles with failures injected before the
 * server sees a request, after it has committed (the answer is dropped), and tabs that die
 * mid-request. Every mutation must end up applied exactly once, checked in the database.
 */
export type SyncSoakOptions = {
  cycles?: number;
  users?: number;
  /** Mutations each device queues while offline in each cycle. */
  perCycle?: number;
  appointmentsPerUser?: number;
  /** Probabilities per request. */
  failBefore?: number;
  dropAfterCommit?: number;
  serverError?: number;
  /** Probability per device and cycle that the tab dies with a request in flight. */
  crash?: number;
  /** Share of queued mutations that are cancels (the rest reschedule). */
  cancelShare?: number;
  seed?: number;
  log?: (line: string) => void;
};

export type SyncSoakReport = {
  cycles: number;
  users: number;
  mutations: number;
  cancels: number;
  reschedules: number;
  applied: number;
  lost: number;
  duplicated: number;
  refused: number;
  idempotencyRowsMissing: number;
  mirrorMismatches: number;
  requests: number;
  failedBeforeServer: number;
  droppedAfterCommit: number;
  serverErrors: number;
  crashes: number;
  replaySeconds: number;
  mutationsPerSecond: number;
  /** Latency of the mutation requests that reached the server. */
  requestMs: { p50: number; p95: number; p99: number };
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Cancel = { appointmentId: string; reason: string };
type Reschedule = { appointmentId: string; startTime: string; endTime: string };

const putAnswer = async (db: MashwaraDb, data: MirrorAppointment, userId: string) => {
  await db.appointments.put({ ...data, userId });
};

const cancelKind: SyncKind<Cancel, MirrorAppointment> = {
  name: 'appointment.cancel',
  method: 'POST',
  path: (p: Cancel) => `/appointments/${p.appointmentId}/cancel`,
  body: (p: Cancel) => ({ reason: p.reason }),
  entityId: (p: Cancel) => p.appointmentId,
  collection: appointmentsCollection,
  applyLocal: async (db, p: Cancel, { userId }) => {
    await db.appointments.update([userId, p.appointmentId], {
      status: 'cancelled',
      cancellationReason: p.reason,
    });
  },
  onSuccess: (db, data, _p, { userId }) => putAnswer(db, data, userId),
  describe: (p: Cancel) => `Cancel ${p.appointmentId}`,
};

const rescheduleKind: SyncKind<Reschedule, MirrorAppointment> = {
  name: 'appointment.reschedule',
  method: 'POST',
  path: (p: Reschedule) => `/appointments/${p.appointmentId}/reschedule`,
  body: (p: Reschedule) => ({ startTime: p.startTime, endTime: p.endTime }),
  entityId: (p: Reschedule) => p.appointmentId,
  collection: appointmentsCollection,
  applyLocal: async (db, p: Reschedule, { userId }) => {
    await db.appointments.update([userId, p.appointmentId], {
      startTime: p.startTime,
      endTime: p.endTime,
    });
  },
  onSuccess: (db, data, _p, { userId }) => putAnswer(db, data, userId),
  describe: (p: Reschedule) => `Reschedule ${p.appointmentId}`,
};

type Expected = {
  kind: 'cancel' | 'reschedule';
  appointmentId: string;
  userId: string;
  itemId: string;
  /** The unique mark this mutation leaves in the audit log. */
  mark: string;
};

type Device = SoakDevice & {
  appointments: { id: string; doctorId: string; cancelled: boolean }[];
};

export async function runSyncSoak(options: SyncSoakOptions = {}): Promise<SyncSoakReport> {
  const cycles = options.cycles ?? 200;
  const userCount = options.users ?? 6;
  const perCycle = options.perCycle ?? 2;
  const perUser = options.appointmentsPerUser ?? 40;
  const pBefore = options.failBefore ?? 0.1;
  const pAfter = options.dropAfterCommit ?? 0.1;
  const p5xx = options.serverError ?? 0.03;
  const pCrash = options.crash ?? 0.03;
  const cancelShare = options.cancelShare ?? 0.08;
  const random = mulberry32(options.seed ?? 20240601);
  const log = options.log ?? ((line: string) => console.log(line));

  const soak = await startSoakServer('soak');
  const { db, env } = soak;
  const faults = { failBefore: pBefore, dropAfterCommit: pAfter, serverError: p5xx };

  try {
    // Verified doctors, available around the clock, so that every half-hour ahead is a slot.
    const doctorRows = await db
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.verificationStatus, 'verified'));
    const doctorIds = doctorRows.map((d) => d.id);
    await db.delete(doctorAvailability).where(inArray(doctorAvailability.doctorId, doctorIds));
    await db.insert(doctorAvailability).values(
      doctorIds.flatMap((doctorId) =>
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          doctorId,
          weekday,
          startMinute: 0,
          endMinute: 1440,
        })),
      ),
    );
    // Times late in the clinic day (UTC+5) that the demo data does not use.
    const today = new Date();
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const slotAt = (day: number, utcMinute: number) => {
      const start = new Date(midnight + day * DAY + utcMinute * MINUTE);
      return { start, end: new Date(start.getTime() + 30 * MINUTE) };
    };
    const targetsUsed = new Map<string, number>();
    const nextTarget = (doctorId: string) => {
      const k = targetsUsed.get(doctorId) ?? 0;
      targetsUsed.set(doctorId, k + 1);
      // Days 12..86, then the next half-hour: never a slot used before, within three months.
      return slotAt(12 + (k % 75), 17 * 60 + 30 - 30 * Math.floor(k / 75));
    };

    const devices: Device[] = [];
    let doctorCursor = 0;
    for (let u = 0; u < userCount; u++) {
      const [user] = await db
        .insert(users)
        .values({
          name: `Soak Patient ${u + 1}`,
          email: `soak.patient.${u + 1}.${Date.now()}@example.pk`,
          passwordHash: 'not-used-by-the-soak',
          role: 'patient',
          status: 'active',
          isVerified: true,
        })
        .returning();
      const token = await startSession(db, {
        userId: user.id,
        role: 'patient',
        secret: env.jwtSecret,
        now: new Date(),
        ip: '127.0.0.1',
      });
      const rows = [];
      for (let i = 0; i < perUser; i++) {
        const doctorId = doctorIds[doctorCursor % doctorIds.length];
        // The j-th appointment of each doctor: days 1..10, then an hour earlier.
        const j = Math.floor(doctorCursor++ / doctorIds.length);
        const { start, end } = slotAt(1 + (j % 10), 18 * 60 + 30 - 60 * Math.floor(j / 10));
        rows.push({
          doctorId,
          patientId: user.id,
          startTime: start,
          endTime: end,
          type: 'consultation' as const,
          reason: 'Soak',
          status: 'scheduled' as const,
          fee: 1500,
          confirmedAt: new Date(),
        });
      }
      const inserted = await db.insert(appointments).values(rows).returning();
      const device: Device = {
        userId: user.id,
        session: { userId: user.id, token, role: 'patient' },
        db: createLocalDb(`soak-${user.id}`),
        engine: undefined as unknown as SyncEngine,
        clock: { now: Date.now() },
        offline: false,
        crashNext: false,
        crashed: deferred(),
        appointments: inserted.map((a) => ({ id: a.id, doctorId: a.doctorId, cancelled: false })),
      };
      device.engine = buildEngine(device);
      devices.push(device);
    }

    function buildEngine(device: SoakDevice) {
      const engine = new SyncEngine({
        db: device.db,
        transport: faultyTransport(device, soak, faults, random),
        getSession: () => device.session,
        now: () => device.clock.now,
        random,
        locks: null,
      });
      engine.registerKind(cancelKind);
      engine.registerKind(rescheduleKind);
      engine.registerCollection({
        name: 'appointments',
        roles: ['patient'],
        fetch: () => getJson(device, soak, '/appointments'),
      });
      return engine;
    }

    const expected: Expected[] = [];
    let serial = 0;
    for (const device of devices) await device.engine.refresh('appointments');

    let replayMs = 0;
    for (let cycle = 0; cycle < cycles; cycle++) {
      for (const device of devices) device.offline = true;
      for (const device of devices) {
        for (let n = 0; n < perCycle; n++) {
          const open = device.appointments.filter((a) => !a.cancelled);
          if (open.length === 0) break;
          const target = open[Math.floor(random() * open.length)];
          if (random() < cancelShare) {
            target.cancelled = true;
            const reason = `Soak cancel #${++serial}`;
            const { item } = await device.engine.enqueue(cancelKind, {
              appointmentId: target.id,
              reason,
            });
            expected.push({
              kind: 'cancel',
              appointmentId: target.id,
              userId: device.userId,
              itemId: item.id,
              mark: `: ${reason}`,
            });
          } else {
            const { start, end } = nextTarget(target.doctorId);
            const { item } = await device.engine.enqueue(rescheduleKind, {
              appointmentId: target.id,
              startTime: start.toISOString(),
              endTime: end.toISOString(),
            });
            expected.push({
              kind: 'reschedule',
              appointmentId: target.id,
              userId: device.userId,
              itemId: item.id,
              mark: ` to ${start.toISOString()}`,
            });
          }
        }
        if (random() < pCrash) device.crashNext = true;
      }
      const started = performance.now();
      for (const device of devices) device.offline = false;
      await Promise.all(devices.map((d) => drain(d, buildEngine)));
      replayMs += performance.now() - started;
      if ((cycle + 1) % 50 === 0) log(`  sync soak: ${cycle + 1}/${cycles} cycles`);
    }

    // Verification against the database.
    const ids = [...new Set(expected.map((e) => e.appointmentId))];
    const audits = await db
      .select({ resourceId: auditLogs.resourceId, details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'appointment'), inArray(auditLogs.resourceId, ids)));
    let applied = 0;
    let lost = 0;
    let duplicated = 0;
    for (const e of expected) {
      const hits = audits.filter(
        (a) => a.resourceId === e.appointmentId && a.details.endsWith(e.mark),
      ).length;
      if (hits === 0) lost++;
      else applied++;
      if (hits > 1) duplicated += hits - 1;
    }
    const keyRows = await db
      .select({ key: idempotencyKeys.key, state: idempotencyKeys.state })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          expected.map((e) => e.itemId),
        ),
      );
    const doneKeys = new Set(keyRows.filter((k) => k.state === 'done').map((k) => k.key));
    const idempotencyRowsMissing = expected.filter((e) => !doneKeys.has(e.itemId)).length;
    let refused = 0;
    let mirrorMismatches = 0;
    const serverRows = await db.select().from(appointments).where(inArray(appointments.id, ids));
    const byId = new Map(serverRows.map((r) => [r.id, r]));
    for (const device of devices) {
      refused += await refusedOn(device);
      for (const row of await device.db.appointments.toArray()) {
        const truth = byId.get(row._id);
        if (!truth) continue;
        if (truth.status !== row.status || truth.startTime.toISOString() !== row.startTime)
          mirrorMismatches++;
      }
    }
    const mutations = expected.length;
    const replaySeconds = replayMs / 1000;
    return {
      cycles,
      users: userCount,
      mutations,
      cancels: expected.filter((e) => e.kind === 'cancel').length,
      reschedules: expected.filter((e) => e.kind === 'reschedule').length,
      applied,
      lost,
      duplicated,
      refused,
      idempotencyRowsMissing,
      mirrorMismatches,
      requests: soak.counters.requests,
      failedBeforeServer: soak.counters.failedBefore,
      droppedAfterCommit: soak.counters.droppedAfter,
      serverErrors: soak.counters.serverErrors,
      crashes: soak.counters.crashes,
      replaySeconds: Math.round(replaySeconds * 10) / 10,
      mutationsPerSecond: Math.round((mutations / replaySeconds) * 10) / 10,
      requestMs: percentiles(soak.latencies),
    };
  } finally {
    await soak.close();
  }
}

/**
 * The soak as a section of `npm run bench`. It starts its own server (the soak needs to drop
 * answers and kill tabs around a server it controls) and reports lost + duplicated + refused
 * mutations as errors: the target is zero.
 */
export const syncSoakSection: BenchSection = {
  name: 'sync',
  async run() {
    const r = await runSyncSoak();
    console.log(
      `  sync soak: ${r.mutations} mutations (${r.cancels} cancels, ${r.reschedules} reschedules) by ${r.users} users over ${r.cycles} offline/online cycles; ` +
        `applied ${r.applied}, lost ${r.lost}, duplicated ${r.duplicated}, refused ${r.refused}, ` +
        `idempotency rows missing ${r.idempotencyRowsMissing}, mirror mismatches ${r.mirrorMismatches}; ` +
        `injected: ${r.failedBeforeServer} failed before the server, ${r.droppedAfterCommit} answers dropped after commit, ` +
        `${r.serverErrors} 502s, ${r.crashes} tabs killed mid-request`,
    );
    return [
      {
        section: 'sync',
        name: `soak replay (${r.mutations} queued mutations)`,
        clients: r.users,
        requests: r.requests,
        errors: r.lost + r.duplicated + r.refused + r.idempotencyRowsMissing + r.mirrorMismatches,
        p50Ms: r.requestMs.p50,
        p95Ms: r.requestMs.p95,
        p99Ms: r.requestMs.p99,
        throughputPerSec: r.mutationsPerSecond,
      },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runSyncSoak({ cycles: Number(process.env.SOAK_CYCLES ?? 200) });
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.lost === 0 && report.duplicated === 0 ? 0 : 1);
}
