import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { actorOf, userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import {
  DESK_MSG,
  DeskAcceptSchema,
  DeskCheckInSchema,
  DeskDayQuerySchema,
  DeskDaysQuerySchema,
  DeskTokenSchema,
} from '#shared/schemas/desk';
import { acceptInvitation, readInvitation } from './desk-accept.service';
import { deskOrDoctor } from './desk-access';
import { checkIn } from './desk-check-in.service';
import { deskDay, deskDays } from './desk-day.service';
import { deskPractices } from './desk-scope';

const doc = securedDoc('Front desk');
const publicDoc = (summary: string, description: string) =>
  describeRoute({ tags: ['Front desk'], summary, description });

/** The front desk's own calls, and the invitation link's (ADR 154), under /api/desk. */
export const deskRoutes = createRouter();
deskRoutes.use('/practices', requireRole('desk'));
// The day is the desk's, and its doctor's once verified (a pending doctor is refused as elsewhere).
deskRoutes.use('/day', ...deskOrDoctor);
deskRoutes.use('/days', ...deskOrDoctor);
deskRoutes.use('/check-ins', ...deskOrDoctor);

deskRoutes.get(
  '/invitations/:token',
  publicDoc(
    'Read a front desk invitation',
    '`{invitation: {name, email, doctorName, practices, hasAccount}}`: `practices` are names; ' +
      '`hasAccount` says the address has a desk account already, whose password accepting ' +
      "takes. An unknown, used, revoked or expired link is 400 'This invitation is invalid or " +
      "has expired'.",
  ),
  validate('param', v.object({ token: DeskTokenSchema })),
  async (c) =>
    ok(c, { invitation: await readInvitation(c.get('deps'), c.req.valid('param').token) }),
);

deskRoutes.post(
  '/accept',
  publicDoc(
    'Accept a front desk invitation',
    "Once. A new account's `password` follows sign-up's rules and becomes its password; an " +
      'account that has one proves it (400 at `password` when wrong; five wrong tries an hour ' +
      'are 429). Then the member signs in with /api/auth/login as `role: "desk"`. `{email}`.',
  ),
  validate('json', DeskAcceptSchema),
  async (c) => {
    const accepted = await acceptInvitation(c.get('deps'), actorOf(c), c.req.valid('json'));
    return ok(c, accepted, { message: DESK_MSG.accepted });
  },
);

deskRoutes.get(
  '/practices',
  doc(
    'The practices I work the desk of',
    "Desk accounts. `{practices: [{id, name, city, doctorId, doctorName}]}`, by doctor's name.",
  ),
  async (c) => ok(c, { practices: await deskPractices(c.get('deps').db, userActorOf(c).id) }),
);

deskRoutes.get(
  '/day',
  doc(
    "A practice's day at the desk",
    'A desk member of the practice, or its doctor; any other practice is 404. ' +
      '`{practice, date, visits}`: each visit `{id, appointmentId, patient: {name, phone, age, ' +
      'sex}, source, startTime, status, checkedInAt, payment: {status, amount, method, ' +
      "receiptNumber?}}` in time order, from the clinic day's start to the next. No reason, " +
      'notes or history: the desk sees none.',
  ),
  validate('query', DeskDayQuerySchema),
  async (c) => ok(c, await deskDay(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);

deskRoutes.post(
  '/check-ins',
  doc(
    'Check a booked patient in',
    'A desk member of the practice, or its doctor. Sets `checkedInAt` once: a repeat answers ' +
      "the first check-in. Only a confirmed visit (409 `AWAITING_APPROVAL` while the doctor's " +
      'approval is awaited, 409 `APPOINTMENT_STATUS` once cancelled or over) on its clinic day ' +
      "(409 `NOT_TODAY`). Another practice's appointment is 404. `{appointmentId, checkedInAt}`.",
  ),
  validate('json', DeskCheckInSchema),
  async (c) => ok(c, await checkIn(c.get('deps'), userActorOf(c), c.req.valid('json'))),
);

deskRoutes.get(
  '/days',
  doc(
    "A practice's days at the desk, at most 15",
    'As /desk/day, for the clinic days `from` to `to` (1 to 15 of them): `{practice, days: ' +
      '[{date, visits}]}`, every day of the range listed, empty or not. The desk device keeps ' +
      '7 days back to 7 ahead with one request per practice.',
  ),
  validate('query', DeskDaysQuerySchema),
  async (c) => ok(c, await deskDays(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);
