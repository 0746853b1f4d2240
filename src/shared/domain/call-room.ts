import type { AppointmentStatus } from '../schemas/appointment';
import {
  CALL_CLOSE_AFTER_MINUTES,
  CALL_EARLY_JOIN_MINUTES,
  type CallRole,
  type CallState,
} from '../schemas/call';

/** What the room rule reads of an appointment (ADR 113). */
export type CallRoomInput = {
  startTime: Date;
  endTime: Date;
  status: AppointmentStatus;
  /** When the status last changed: a completed, no-show or cancelled room closed then. */
  updatedAt: Date;
  openedAt: Date | null;
  /** An initiated booking never confirmed in time (ADR 007): as good as cancelled. */
  staleHold: boolean;
};

const CLOSING_STATUSES: readonly AppointmentStatus[] = ['completed', 'no-show', 'cancelled'];

/** A status change that closes the room: completed, marked no-show or cancelled. */
export const closesCallRoom = (status: AppointmentStatus) => CLOSING_STATUSES.includes(status);

const minutes = (n: number) => n * 60_000;

/**
 * When the patient may join without the doctor (15 minutes before the start) and when the room
 * closes: 60 minutes after the end, or when the visit was completed, marked no-show or cancelled.
 */
export function callWindow(a: CallRoomInput): { opensAt: Date; closesAt: Date } {
  const opensAt = new Date(a.startTime.getTime() - minutes(CALL_EARLY_JOIN_MINUTES));
  const latest = new Date(a.endTime.getTime() + minutes(CALL_CLOSE_AFTER_MINUTES));
  const closedEarly = closesCallRoom(a.status) && a.updatedAt < latest;
  return { opensAt, closesAt: closedEarly ? a.updatedAt : latest };
}

export function callRoomClosed(a: CallRoomInput, now: Date): boolean {
  return closesCallRoom(a.status) || a.staleHold || now >= callWindow(a).closesAt;
}

/**
 * The room as one party sees it: the doctor may open it at any time until it closes (doctors run
 * early and late); the patient from 15 minutes before the start, or at once once it is opened.
 */
export function callState(a: CallRoomInput, role: CallRole, now: Date): CallState {
  if (callRoomClosed(a, now)) return 'ended';
  if (role === 'doctor' || a.openedAt) return 'open';
  return now >= callWindow(a).opensAt ? 'open' : 'waiting';
}
