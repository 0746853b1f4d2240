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
  doc('Free 30-minute slots of a doctor on one clinic date'),
  validate('query', AvailabilityQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const row = await getVisibleDoctor(db, { id: c.req.param('id') }, c.get('user'));
    const user = c.get('user');
    const holder = user?.role === 'patient' ? { patientId: user.id } : undefined;
    const slots = await availableSlots(db, row.doctor.id, c.req.valid('query').date, now(), holder);
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
      "appointment read does (null for the account holder's own).",
    security: [{ bearerAuth: [] }],
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
