import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctors } from '#server/db/schema/index';
import { ApiError, forbidden, notFound } from '#server/lib/errors';
import { type CallRoomInput, callState, callWindow } from '#shared/domain/call-room';
import type { CallRole, CallState } from '#shared/schemas/call';
import { isId } from '#shared/schemas/common';
import { isStaleHold } from '../scheduling/holds';

/** The refusals of the call routes and the socket (ADR 113), in the product's words. */
export const CALL_MSG = {
  notVideo: 'This appointment is not a video visit',
  closed: 'The video room is closed',
  notYet: 'The video room is not open yet',
  consent: "Agree to the video visit's terms before joining",
  patientOnly: 'Only the patient can agree to the video visit',
  tooManyTickets:
    'You tried to join the video visit too many times. Please try again in a few minutes.',
} as const;

export const notVideo = () => new ApiError(409, CALL_MSG.notVideo, { code: 'NOT_VIDEO' });

/** An appointment as the call room reads it, with the two parties' accounts. */
export async function loadCallRoom(db: DbOrTx, id: string) {
  if (!isId(id)) return undefined;
  const [row] = await db
    .select({
      id: appointments.id,
      mode: appointments.mode,
      status: appointments.status,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      updatedAt: appointments.updatedAt,
      confirmedAt: appointments.confirmedAt,
      createdAt: appointments.createdAt,
      openedAt: appointments.callOpenedAt,
      consentAt: appointments.callConsentAt,
      patientUserId: appointments.patientId,
      doctorUserId: doctors.userId,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, id));
  return row;
}
export type CallRoomRow = NonNullable<Awaited<ReturnType<typeof loadCallRoom>>>;

/**
 * The caller's part in the visit: its patient (the account that booked, also for a family
 * member) or its doctor. Anyone else, the administrator too, is 403: a visit is private.
 */
export function roleIn(room: CallRoomRow | undefined, userId: string): CallRole {
  if (!room) throw notFound('Appointment');
  const role =
    room.patientUserId === userId ? 'patient' : room.doctorUserId === userId ? 'doctor' : null;
  if (!role) throw forbidden();
  if (room.mode !== 'video') throw notVideo();
  return role;
}

export function roomInput(room: CallRoomRow, now: Date): CallRoomInput {
  return {
    startTime: room.startTime,
    endTime: room.endTime,
    status: room.status,
    updatedAt: room.updatedAt,
    openedAt: room.openedAt,
    staleHold: isStaleHold(room, now),
  };
}

export function roomState(room: CallRoomRow, role: CallRole, now: Date) {
  const input = roomInput(room, now);
  return { state: callState(input, role, now) as CallState, ...callWindow(input) };
}
