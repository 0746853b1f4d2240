import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireRole, requireVerifiedDoctor } from '#server/middleware/auth';
import { WaitlistJoinSchema } from '#shared/schemas/waitlist';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service';
import { adminWaitlistCounts, doctorWaitlistCounts } from './waitlist-counts.service';

const doc = securedDoc('Waitlist');

const ENTRY =
  'An entry: `_id`, `id`, `doctor {id, userId, name, specialization}`, `familyMember ' +
  '{id, name, relationship}` or null, `practiceId` and `kind` (where it waits; null for ' +
  'anywhere), `from`, `to` (clinic dates), `status` (waiting, booked, ' +
  'left), `place` (1 = first of those waiting for this doctor; 0 once not waiting), ' +
  '`createdAt`, and `offer {id, startTime, endTime, expiresAt}` while a freed slot is held for ' +
  'it, else null. An offer is also a `WAITLIST_OFFER` notification; it is taken by booking ' +
  'that slot (for the same person) before `expiresAt`, after which it goes to the next person.';

/** The patient's waitlist (ADR 101). */
export const waitlistRoutes = createRouter();
waitlistRoutes.use('*', requireRole('patient'));

waitlistRoutes.get(
  '/',
  doc('My waitlist', `Patients only. The entries still waiting, oldest first. ${ENTRY}`),
  async (c) => ok(c, { entries: await listWaitlist(c.get('deps'), userActorOf(c)) }),
);

waitlistRoutes.post(
  '/',
  doc(
    'Join a doctor’s waitlist',
    'Patients only. `{doctorId, from, to, familyMemberId?, practiceId?, kind?}`: clinic dates `yyyy-MM-dd`, from ' +
      'today, `from` ≤ `to`, at most 60 days, not past the 3-month booking horizon (400 naming ' +
      'the field). The doctor must be verified and not blocked (else 404); a member must be the ' +
      "caller's own (else 404). One waiting entry per patient, person and doctor: joining " +
      'again answers that entry (200) with the new dates, keeping its place; a new entry is ' +
      '201. Slots are offered only at `practiceId` (one of the doctor’s practices, else 400), ' +
      'or without it at any of the doctor’s practices of `kind` (`clinic` or `video`; 400 when ' +
      `the doctor has none), or without either at any practice. ${ENTRY}`,
  ),
  validate('json', WaitlistJoinSchema),
  async (c) => {
    const { entry, created: isNew } = await joinWaitlist(
      c.get('deps'),
      userActorOf(c),
      c.req.valid('json'),
    );
    return isNew ? created(c, entry, 'Added to the waitlist') : ok(c, entry);
  },
);

waitlistRoutes.delete(
  '/:id',
  doc(
    'Leave a waitlist',
    "The entry's patient only (anyone else: 404). A slot held for the entry goes to the next " +
      `person at once. Leaving again answers the entry unchanged. ${ENTRY}`,
  ),
  async (c) => {
    const entry = await leaveWaitlist(c.get('deps'), userActorOf(c), { id: c.req.param('id') });
    return ok(c, entry, { message: 'You left the waitlist' });
  },
);

/** GET /doctor/waitlist: the verified doctor's own counts. */
export const doctorWaitlistRoutes = createRouter();
doctorWaitlistRoutes.get(
  '/waitlist',
  requireVerifiedDoctor,
  doc(
    'People waiting for me, per day',
    'Verified doctors only. `{days: [{date, waiting}]}`: for each clinic date from today that ' +
      'a waiting entry covers, how many entries cover it, soonest first.',
  ),
  async (c) => ok(c, { days: await doctorWaitlistCounts(c.get('deps'), userActorOf(c)) }),
);

/** GET /admin/waitlist: every doctor's counts. */
export const adminWaitlistRoutes = createRouter();
adminWaitlistRoutes.get(
  '/waitlist',
  requireRole('admin'),
  doc(
    'People waiting per doctor and day (administrator)',
    '`{doctors: [{doctorId, doctorName, days: [{date, waiting}]}]}`: each doctor with waiting ' +
      'entries, by name, and per clinic date from today how many entries cover it.',
  ),
  async (c) => ok(c, { doctors: await adminWaitlistCounts(c.get('deps')) }),
);
