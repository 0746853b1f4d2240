import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireVerifiedDoctor } from '#server/middleware/auth';
import { normalizePhone } from '#shared/domain/phone-number';
import { doctorProfileUpdateSchema, TimeOffSchema } from '#shared/schemas/doctor-profile';
import { SlotChangeSchema } from '#shared/schemas/slot-change';
import { answerDoc } from '../scheduling/appointment.doc';
import { doctorDoc } from './doctor.doc';
import { getOwnProfile, updateOwnProfile } from './doctor-profile.service';
import { addTimeOff, listTimeOff, removeTimeOff } from './time-off.service';
import { setOwnSlot } from './weekly-slot.service';

const doc = (summary: string, description?: string, responses?: ReturnType<typeof answerDoc>) =>
  describeRoute({
    tags: ['Doctor profile'],
    summary,
    ...(description ? { description } : {}),
    ...(responses ? { responses } : {}),
    security: [{ bearerAuth: [] }],
  });

const PROFILE_ANSWER = answerDoc('The profile with its practices', doctorDoc());

/** The signed-in doctor's own profile, weekly availability and time off (verified doctors). */
export const doctorProfileRoutes = createRouter();
doctorProfileRoutes.use('/profile', requireVerifiedDoctor);
doctorProfileRoutes.use('/profile/*', requireVerifiedDoctor);

doctorProfileRoutes.get(
  '/profile',
  doc('My doctor profile with weekly availability and practices', undefined, PROFILE_ANSWER),
  async (c) => ok(c, await getOwnProfile(c.get('deps'), userActorOf(c))),
);

doctorProfileRoutes.put(
  '/profile',
  doc(
    'Save my whole profile and weekly availability',
    'The fee must lie in the consultationFeeRange setting. Availability is clinic time HH:MM, ' +
      'ranges within the day, start before end, no overlaps. The answer adds `outsideHours`: ' +
      'upcoming bookings the new hours leave outside (kept, not cancelled). `contactInfo.phone` ' +
      'is stored and answered in E.164; a number that cannot be read is 400. ' +
      'Optional `practices` (ADR 112): 1 to 5, at most one video, at least one clinic, each fee ' +
      'in the range (400 at practices.N.fee). Hours of two practices that overlap are 400 with ' +
      'a message naming the day and both practices. An `_id` sent back keeps that practice; an ' +
      "`_id` not one of this doctor's is 404 'Practice not found'; a practice without `_id` is " +
      'created; list order is the order patients see; a practice left out is removed, unless ' +
      'it has upcoming pending or scheduled appointments: then 409 (code ' +
      'PRACTICE_HAS_APPOINTMENTS) and nothing is saved. clinicName, consultationFee, ' +
      'availability, location and contactInfo.phone are those of the first clinic practice; ' +
      'where they differ from it in the same body they are edits of it. Without `practices` ' +
      'they update the first clinic practice and `availability` replaces its hours only. ' +
      'Optional `version` (ADR 114): the `updatedAt` of the profile the save was edited from; ' +
      'when the profile changed since, 409 (code PROFILE_CHANGED) and nothing is saved.',
    PROFILE_ANSWER,
  ),
  validate('json', doctorProfileUpdateSchema(normalizePhone)),
  async (c) =>
    ok(c, await updateOwnProfile(c.get('deps'), userActorOf(c), c.req.valid('json')), {
      message: 'Profile updated successfully',
    }),
);

doctorProfileRoutes.patch(
  '/profile/availability',
  doc(
    'Open or close one 30-minute slot of a weekday, every week',
    'Sets the state (open true or false) rather than flipping it, so a repeat changes nothing. ' +
      'The other slots of the day are kept. Answers the profile with `outsideHours`, as PUT does.',
  ),
  validate('json', SlotChangeSchema),
  async (c) => ok(c, await setOwnSlot(c.get('deps'), userActorOf(c), c.req.valid('json'))),
);

doctorProfileRoutes.get(
  '/profile/time-off',
  doc('My time off that has not ended yet, soonest first'),
  async (c) => ok(c, await listTimeOff(c.get('deps'), userActorOf(c))),
);

doctorProfileRoutes.post(
  '/profile/time-off',
  doc(
    'Add time off (clinic dates, both included): no slots on those dates',
    'Overlapping or inverted ranges are 400. Answers `{timeOff, outsideHours}`: bookings in the ' +
      'range are kept and reported.',
  ),
  validate('json', TimeOffSchema),
  async (c) => created(c, await addTimeOff(c.get('deps'), userActorOf(c), c.req.valid('json'))),
);

doctorProfileRoutes.delete('/profile/time-off/:id', doc('Remove time off of mine'), async (c) => {
  await removeTimeOff(c.get('deps'), userActorOf(c), { id: c.req.param('id') });
  return ok(c, {});
});
