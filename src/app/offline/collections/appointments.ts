import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import { doctorMirrorWindow } from '#app/lib/appointment-calendar';
import type { Appointment } from '#shared/schemas/appointment';
import type { Role } from '#shared/schemas/user';
import { localDb, type MashwaraDb } from '../local-db';
import type { BeforeEnqueue, CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/**
 * An appointment as GET /api/appointments answers it (/api/openapi.json), tagged with its owner.
 * The patient's and the doctor's kinds both write here: the server answers each their own.
 */
export type MirrorAppointment = {
  userId: string;
  _id: string;
  id?: string;
  status: string;
  startTime: string;
  endTime: string;
  cancellationReason?: string | null;
  [field: string]: unknown;
};

/** A row as screens read it: rows come from the server, so any field may be missing or malformed. */
export type AppointmentRow = MirrorAppointment &
  Partial<Omit<Appointment, 'status' | 'startTime' | 'endTime' | 'cancellationReason'>>;

/** ADR 079: the appointment list refreshes every 300000 ms. */
export const APPOINTMENTS_REFRESH_MS = 300_000;

/**
 * GET /appointments: the signed-in user's appointments, soonest first. A patient keeps all of
 * theirs; a doctor's list grows with every visit, so only the window the clinic day needs.
 */
export function fetchAppointments(token: string, role?: Role) {
  const query = role === 'doctor' ? doctorMirrorWindow() : undefined;
  return api.get<Appointment[]>('/appointments', { token, query });
}

export const appointments: CollectionSource = {
  name: 'appointments',
  roles: ['patient', 'doctor'],
  fetch: (session) => fetchAppointments(session.token, session.role),
  intervalMs: APPOINTMENTS_REFRESH_MS,
};

/** The server's answer to a queued change replaces the row, tagged with its owner. */
export async function putAppointment(db: MashwaraDb, data: unknown, userId: string) {
  const a = data as Appointment | undefined;
  if (a && typeof a === 'object' && typeof a._id === 'string') {
    await db.appointments.put({ ...a, userId });
  }
}

/** One appointment of this user as the device holds it, outside a screen (a route's loader). */
export async function findAppointment(userId: string, id: string) {
  return (await localDb.appointments.get([userId, id])) as AppointmentRow | undefined;
}

/**
 * Puts an appointment as the screen shows it (a page of the server's calendar, perhaps beyond
 * the device's window) on the device in the transaction that queues a change to it
 * (`runQueued`'s `before`), so the change applies to it at once and shows offline too; a
 * refresh keeps it while the change waits, and cannot land between the two. A row with a
 * change already waiting is the user's own state and is left alone.
 */
export const holdOnDevice =
  (row: { _id: string }): BeforeEnqueue =>
  async (db, userId) => {
    const queued = await db.outbox.where('entityId').equals(row._id).toArray();
    if (queued.some((i) => i.userId === userId && (i.state === 'waiting' || i.state === 'syncing')))
      return;
    await db.appointments.put({ ...(row as MirrorAppointment), userId });
  };

/**
 * The signed-in user's appointments on the device, for every screen that lists them; undefined
 * until IndexedDB has answered, so a screen can tell "loading" from "empty".
 */
export function useMirrorAppointments(): AppointmentRow[] | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? localDb.appointments.where('userId').equals(userId).toArray() : []),
    [userId],
  );
}

/** One appointment of the signed-in user; null when the device does not hold it. */
export function useMirrorAppointment(id: string): AppointmentRow | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.appointments.get([userId, id])) ?? null) : null),
    [userId, id],
  );
}
