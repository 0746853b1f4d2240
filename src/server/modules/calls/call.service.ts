import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError } from '#server/lib/errors';
import { iceServersFor } from '#server/lib/ice-servers';
import type { CallInfo } from '#shared/schemas/call';
import { CALL_MSG, loadCallRoom, roleIn, roomState } from './call-room';
import { issueTicket } from './call-tickets';

/** Where the browser reached us, as the route read it (behind TRUST_PROXY: the proxy's view). */
export type RequestOrigin = { secure: boolean; host: string };

export const CALL_SOCKET_PATH = '/api/call-socket';

type CallDeps = Pick<Deps, 'db' | 'now' | 'env'>;
type CallInput = { appointmentId: string; origin: RequestOrigin };

/** The room and the caller's part in it (404, 403 or 409 otherwise). */
async function callerRoom(deps: CallDeps, actor: UserActor, appointmentId: string) {
  const room = await loadCallRoom(deps.db, appointmentId);
  const role = roleIn(room, actor.id);
  return { room: room!, role, now: deps.now() };
}

/**
 * GET /appointments/{id}/call (ADR 113): the room as the caller sees it and, when it is open for
 * them, a socket URL with a fresh single-use ticket (at most CALL_TICKET_LIMIT, ADR 142). A closed
 * room answers state "ended" and no URL.
 */
export async function getCallInfo(
  deps: CallDeps,
  actor: UserActor,
  input: CallInput,
): Promise<CallInfo> {
  const { room, role, now } = await callerRoom(deps, actor, input.appointmentId);
  const { state, opensAt, closesAt } = roomState(room, role, now);
  // TURN only while the room is open for the caller, valid until it closes (ADR 142): never to a
  // waiting patient or for a closed room, and a call the doctor starts early still gets a relay.
  const turnUntil = state === 'open' ? closesAt : undefined;
  const info: CallInfo = {
    state,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    openedAt: room.openedAt?.toISOString() ?? null,
    iceServers: state === 'ended' ? [] : iceServersFor(deps.env.ice, actor.id, turnUntil),
    role,
  };
  if (state !== 'open') return info;
  const ticket = await issueTicket(deps.db, {
    userId: actor.id,
    appointmentId: room.id,
    now,
  });
  const scheme = input.origin.secure ? 'wss' : 'ws';
  return {
    ...info,
    socketUrl: `${scheme}://${input.origin.host}${CALL_SOCKET_PATH}?ticket=${ticket}`,
  };
}

/**
 * POST /appointments/{id}/call/consent: the patient agreed to the consent line (a video visit has
 * limits, may be interrupted, nothing is recorded). The first time is kept; answers CallInfo with
 * a fresh socket URL, as the app posts this at Join call.
 */
export async function consentToCall(
  deps: CallDeps,
  actor: UserActor,
  input: CallInput,
): Promise<CallInfo> {
  const { room, role, now } = await callerRoom(deps, actor, input.appointmentId);
  if (role !== 'patient') throw new ApiError(403, CALL_MSG.patientOnly);
  if (roomState(room, role, now).state === 'ended') {
    throw new ApiError(409, CALL_MSG.closed, { code: 'CALL_CLOSED' });
  }
  await deps.db
    .update(appointments)
    .set({ callConsentAt: now })
    .where(and(eq(appointments.id, room.id), isNull(appointments.callConsentAt)));
  return getCallInfo(deps, actor, input);
}
