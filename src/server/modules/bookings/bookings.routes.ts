import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { currentUser, requireRole } from '#server/middleware/auth';
import {
  AvailabilityQuerySchema,
  ConfirmBookingSchema,
  InitiateBookingSchema,
} from '#shared/schemas/booking';
import { audit } from '../audit/audit.service';
import { withAvailability } from '../doctors/doctor.view';
import { getVisibleDoctor } from '../doctors/doctors.service';
import { APPOINTMENT_DOC, answerDoc, SLOT_DOC } from '../scheduling/appointment.doc';
import { getSettings } from '../settings/settings.service';
import { confirmBooking, initiateBooking } from './booking.service';
import { availableSlots } from './slots.service';

const doc = (summary: string, secured = false) =>
  describeRoute({
    tags: ['Bookings'],
    summary,
    ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
  });

export const bookingRoutes = createRouter();

bookingRoutes.get(
  '/doctors/by-user/:userId',
  doc('A doctor by user id (booking page)'),
  async (c) => {
    const { db } = c.get('deps');
    const row = await getVisibleDoctor(db, { userId: c.req.param('userId') }, c.get('user'));
    const [doctor] = await withAvailability(db, [row]);
    return ok(c, doctor);
  },
);

bookingRoutes.get(
  '/doctors/:id/availability',
  describeRoute({
    tags: ['Bookings'],
    summary: 'Free 30-minute slots of a doctor on one clinic date',
    description:
      'Each slot names the practice whose hours hold it (`practiceId`) and `mode` ' +
      "('video' for a video practice, 'in_person' for a clinic). `practiceId=` keeps one " +
      "practice's slots; a malformed id, or a practice not this doctor's, is 400 \"Please choose " +
      'one of the doctor\'s practices" (code PRACTICE_UNKNOWN).',
    responses: answerDoc('{slots, timezone}: the clinic zone labels the slots (ADR 005)', {
      type: 'object',
      properties: { slots: { type: 'array', items: SLOT_DOC }, timezone: { type: 'string' } },
    }),
  }),
  validate('query', AvailabilityQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const row = await getVisibleDoctor(db, { id: c.req.param('id') }, c.get('user'));
    const user = c.get('user');
    const holder = user?.role === 'patient' ? { patientId: user.id } : undefined;
    const { date, practiceId } = c.req.valid('query');
    const slots = await availableSlots(db, row.doctor.id, date, now(), { holder, practiceId });
    // The clinic zone travels with the slots so the app labels them in clinic time (ADR 005).
    return ok(c, { slots, timezone: (await getSettings(db)).timezone });
  },
);

bookingRoutes.post(
  '/appointments/initiate',
  describeRoute({
    tags: ['Bookings'],
    summary: 'Hold a slot: a pending appointment, released if not confirmed in 15 minutes',
    description:
      "Patients only. An optional `familyMemberId` books for one of the caller's family members " +
      '(anyone else\'s, or a removed one: 404 "Family member not found"); the appointment then ' +
      'carries `familyMember: {id, name, relationship, dateOfBirth, gender}`, as every ' +
      "appointment read does (null for the account holder's own). An optional `practiceId` " +
      'names where the visit is; absent, the practice whose hours hold the slot. A practice not ' +
      'this doctor\'s (or a malformed id) is 400 "Please choose one of the doctor\'s practices" ' +
      '(PRACTICE_UNKNOWN); a slot outside its hours is 400 "This time is not one of the ' +
      'available slots at {practice}" (SLOT_OUTSIDE_PRACTICE, with `practice`, its name). The ' +
      "appointment carries `practiceId`, `practice` (its details at booking), `mode` and the practice's `fee`.",
    security: [{ bearerAuth: [] }],
    responses: answerDoc(
      '{appointment, fee}',
      { type: 'object', properties: { appointment: APPOINTMENT_DOC, fee: { type: 'integer' } } },
      201,
    ),
  }),
  requireRole('patient'),
  validate('json', InitiateBookingSchema),
  async (c) => {
    const result = await initiateBooking(c.get('deps'), currentUser(c), c.req.valid('json'));
    const member = result.appointment.familyMember;
    await audit(c.get('deps'), actorOf(c), {
      action: 'create',
      resource: 'appointment',
      resourceId: result.appointment._id,
      details: `Booking initiated with ${result.appointment.doctor.name} for ${result.appointment.startTime}${member ? ` (for a family member: ${member.relationship})` : ''}`,
    });
    return created(c, result, 'Slot held for 15 minutes');
  },
);

bookingRoutes.post(
  '/appointments/confirm',
  doc('Confirm a held booking (payment cash, pending)', true),
  requireRole('patient'),
  validate('json', ConfirmBookingSchema),
  async (c) => {
    const body = c.req.valid('json');
    const result = await confirmBooking(c.get('deps'), currentUser(c), body.appointmentId);
    await audit(c.get('deps'), actorOf(c), {
      action: 'update',
      resource: 'appointment',
      resourceId: result.appointment._id,
      details: 'Booking confirmed (cash, pending)',
    });
    return ok(c, result, { message: 'Appointment booked successfully' });
  },
);
