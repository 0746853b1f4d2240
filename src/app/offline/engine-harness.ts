import 'fake-indexeddb/auto';
import { ApiError } from '#app/lib/api-client';
import { appointments, type MirrorAppointment } from './collections/appointments';
import { SyncEngine } from './engine';
import { createLocalDb, type MashwaraDb } from './local-db';
import type { SendRequest, SyncKind, SyncSession } from './types';

/**
 * A small in-memory stand-in for the API's appointment actions, with the server's
 * Idempotency-Key rule (first answer per user and key is replayed), plus switches to cut the
 * network before a request arrives or to drop the answer after the server has applied it.
 */
export type ServerAppointment = {
  _id: string;
  patientId: string;
  status: string;
  startTime: string;
  endTime: string;
  cancellationReason?: string;
};

type Failure = { status?: number; message: string; retryAfterSeconds?: number; code?: string };

export class FakeServer {
  appointments = new Map<string, ServerAppointment>();
  tokens = new Map<string, string>();
  /** Stored answers by `${userId}:${key}`. */
  keys = new Map<string, unknown>();
  /** Every request that reached the server, in order. */
  received: (SendRequest & { userId: string | undefined })[] = [];
  /** Every state change the server made. */
  effects: string[] = [];
  offline = false;
  dropAnswers = false;
  /** The server applies the change and the client never hears back (it crashed meanwhile). */
  hangAfterApply = false;
  failures: Failure[] = [];

  addAppointment(a: Partial<ServerAppointment> & { _id: string; patientId: string }) {
    this.appointments.set(a._id, {
      status: 'scheduled',
      startTime: '2030-01-07T05:00:00.000Z',
      endTime: '2030-01-07T05:30:00.000Z',
      ...a,
    });
  }

  private signIns = 0;

  /** Each sign-in gets a new token, as the real server's signed tokens differ. */
  signIn(userId: string, token = `token-of-${userId}-${++this.signIns}`) {
    this.tokens.set(token, userId);
    return token;
  }

  list(userId: string) {
    return [...this.appointments.values()]
      .filter((a) => a.patientId === userId)
      .map((a) => ({ ...a }));
  }

  transport = async (request: SendRequest): Promise<unknown> => {
    if (this.offline) throw new ApiError('Network error. Please check your connection.');
    const userId = this.tokens.get(request.token);
    this.received.push({ ...request, userId });
    const failure = this.failures.shift();
    if (failure) {
      if (failure.status === undefined) throw new ApiError(failure.message);
      throw new ApiError(
        failure.message,
        failure.status,
        { message: failure.message, code: failure.code },
        failure.retryAfterSeconds,
      );
    }
    if (!userId) throw new ApiError('Authentication required', 401, {});
    const keyId = `${userId}:${request.idempotencyKey}`;
    if (!this.keys.has(keyId)) this.keys.set(keyId, this.apply(userId, request));
    const answer = this.keys.get(keyId) as { error?: Failure; data?: unknown };
    if (this.hangAfterApply) return new Promise(() => {});
    if (this.dropAnswers) throw new ApiError('Network error. Please check your connection.');
    if (answer.error) {
      throw new ApiError(answer.error.message, answer.error.status, {
        message: answer.error.message,
      });
    }
    return answer.data;
  };

  private apply(userId: string, request: SendRequest): { error?: Failure; data?: unknown } {
    const match = /^\/appointments\/([^/]+)\/(cancel|reschedule)$/.exec(request.path);
    const appointment = match ? this.appointments.get(match[1]) : undefined;
    if (!match || !appointment || appointment.patientId !== userId)
      return { error: { status: 404, message: 'Appointment not found' } };
    const body = request.body as Record<string, string>;
    if (match[2] === 'cancel') {
      if (appointment.status === 'cancelled') return { data: { ...appointment } };
      if (appointment.status !== 'pending' && appointment.status !== 'scheduled')
        return { error: { status: 409, message: `Appointment is already ${appointment.status}` } };
      appointment.status = 'cancelled';
      appointment.cancellationReason = body.reason;
      this.effects.push(`cancel ${appointment._id}`);
      return { data: { ...appointment } };
    }
    const taken = [...this.appointments.values()].some(
      (a) =>
        a._id !== appointment._id && a.status !== 'cancelled' && a.startTime === body.startTime,
    );
    if (taken) return { error: { status: 409, message: 'This time slot is no longer available' } };
    appointment.startTime = body.startTime;
    appointment.endTime = body.endTime;
    this.effects.push(`reschedule ${appointment._id} ${body.startTime}`);
    return { data: { ...appointment } };
  }
}

export type CancelPayload = { appointmentId: string; reason: string };
export type ReschedulePayload = { appointmentId: string; startTime: string; endTime: string };

/** A reschedule of `appointmentId` to the half-hour that begins at `startTime`. */
export const reschedule = (appointmentId: string, startTime: string): ReschedulePayload => ({
  appointmentId,
  startTime,
  endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
});

/** The two kinds the appointments screen queues, written the way a feature registers them. */
export const cancelKind: SyncKind<CancelPayload, MirrorAppointment> = {
  name: 'appointment.cancel',
  method: 'POST',
  path: (p) => `/appointments/${p.appointmentId}/cancel`,
  body: (p) => ({ reason: p.reason }),
  entityId: (p) => p.appointmentId,
  collection: appointments,
  applyLocal: async (db, p, { userId }) => {
    await db.appointments.update([userId, p.appointmentId], {
      status: 'cancelled',
      cancellationReason: p.reason,
    });
  },
  onSuccess: async (db, data, _p, { userId }) => {
    await db.appointments.put({ ...data, userId });
  },
  describe: (p) => `Cancel appointment ${p.appointmentId}`,
};

export const rescheduleKind: SyncKind<ReschedulePayload, MirrorAppointment> = {
  name: 'appointment.reschedule',
  method: 'POST',
  path: (p) => `/appointments/${p.appointmentId}/reschedule`,
  body: (p) => ({ startTime: p.startTime, endTime: p.endTime }),
  entityId: (p) => p.appointmentId,
  collection: appointments,
  applyLocal: async (db, p, { userId }) => {
    await db.appointments.update([userId, p.appointmentId], {
      startTime: p.startTime,
      endTime: p.endTime,
    });
  },
  onSuccess: async (db, data, _p, { userId }) => {
    await db.appointments.put({ ...data, userId });
  },
  describe: (p) => `Reschedule appointment ${p.appointmentId}`,
};

export type Harness = {
  db: MashwaraDb;
  server: FakeServer;
  engine: SyncEngine;
  clock: { now: number };
  session: { current: SyncSession | null };
  signIn(userId: string): void;
  /** A new engine on the same database: what a reload or a restarted browser sees. */
  restart(): SyncEngine;
};

export function createHarness(options: { random?: () => number } = {}): Harness {
  const db = createLocalDb(`test-${crypto.randomUUID()}`);
  const server = new FakeServer();
  const clock = { now: Date.parse('2030-01-01T09:00:00.000Z') };
  const session: Harness['session'] = { current: null };
  const build = () => {
    const engine = new SyncEngine({
      db,
      transport: server.transport,
      getSession: () => session.current,
      now: () => clock.now,
      random: options.random ?? (() => 0.5),
      locks: null,
    });
    engine.registerKind(cancelKind);
    engine.registerKind(rescheduleKind);
    engine.registerCollection({
      name: 'appointments',
      roles: ['patient'],
      fetch: async (s) => {
        if (server.offline) throw new ApiError('Network error. Please check your connection.');
        return server.list(s.userId);
      },
    });
    return engine;
  };
  const harness: Harness = {
    db,
    server,
    engine: build(),
    clock,
    session,
    signIn(userId) {
      session.current = { userId, token: server.signIn(userId), role: 'patient' };
    },
    restart() {
      harness.engine = build();
      return harness.engine;
    },
  };
  return harness;
}

/** Puts the server's appointments of the signed-in user into the mirror. */
export async function syncMirror(h: Harness) {
  await h.engine.refresh('appointments');
}

/** A harness with patient p1 signed in, whose appointments `ids` the server holds. */
export function signedInWith(...ids: string[]) {
  const h = createHarness();
  for (const id of ids) h.server.addAppointment({ _id: id, patientId: 'p1' });
  h.signIn('p1');
  return h;
}

/** The same, with those appointments already on the device. */
export async function syncedWith(...ids: string[]) {
  const h = signedInWith(...ids);
  await syncMirror(h);
  return h;
}

export const outbox = (h: Harness) => h.db.outbox.orderBy('seq').toArray();
