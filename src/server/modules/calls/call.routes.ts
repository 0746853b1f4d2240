import type { Context } from 'hono';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { requestOrigin } from '#server/lib/request-origin';
import { securedDoc } from '#server/lib/route-doc';
import { requireAuth } from '#server/middleware/auth';
import { consentToCall, getCallInfo } from './call.service';

const doc = securedDoc('Video visits');

const CALL_INFO =
  'CallInfo {`state` (waiting | open | ended), `opensAt`, `closesAt`, `openedAt`, ' +
  '`iceServers` (STUN; TURN credentials only while the room is open for the caller, expiring at ' +
  '`closesAt`), `role` (doctor | patient), `socketUrl` when open: ws(s):// on this host with a ' +
  'single-use ticket valid 60 s; at most 60 tickets a user in 15 minutes, then 429 ' +
  "'You tried to join the video visit too many times. Please try again in a few minutes.' with " +
  'Retry-After}. Only the appointment’s patient (the account that booked) and ' +
  'its doctor: anyone else 403 (the administrator too), an in-person appointment 409 ' +
  "'This appointment is not a video visit'.";

function originOf(c: Context) {
  const url = new URL(c.req.url);
  const own = { secure: url.protocol === 'https:', host: c.req.header('host') ?? url.host };
  return requestOrigin((name) => c.req.header(name), own, c.get('deps').env.trustProxy);
}

/** The video room of an appointment (ADR 113); the socket itself is served in serve.ts. */
export const callRoutes = createRouter();

callRoutes.get(
  '/:id/call',
  doc(
    'The video room of an appointment',
    `${CALL_INFO} A closed room (60 minutes after the end, or completed, no-show or cancelled) ` +
      "answers state 'ended' with no URL. The patient's socket is refused until the consent is " +
      'recorded.',
  ),
  requireAuth,
  async (c) =>
    ok(
      c,
      await getCallInfo(c.get('deps'), userActorOf(c), {
        appointmentId: c.req.param('id'),
        origin: originOf(c),
      }),
    ),
);

callRoutes.post(
  '/:id/call/consent',
  doc(
    "The patient's consent to the video visit",
    'The patient only (the doctor 403 ' +
      "'Only the patient can agree to the video visit'): records the time of consent once, and " +
      `answers the room with a fresh socket URL. ${CALL_INFO} A closed room 409 ` +
      "'The video room is closed'.",
  ),
  requireAuth,
  async (c) =>
    ok(
      c,
      await consentToCall(c.get('deps'), userActorOf(c), {
        appointmentId: c.req.param('id'),
        origin: originOf(c),
      }),
    ),
);
