import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { appointmentCalendar } from '../calendar/calendar.service';
import { getSettings } from '../settings/settings.service';
import { readAppointment } from './appointment-read.service';

/** GET /appointments/{id} and the shared appointment reads. */
export const appointmentRoutes = createRouter();

appointmentRoutes.get(
  '/:id',
  describeRoute({
    tags: ['Appointments'],
    summary: 'One appointment (its patient, its doctor or an administrator)',
    security: [{ bearerAuth: [] }],
  }),
  requireAuth,
  async (c) => {
    const { db } = c.get('deps');
    const { timezone } = await getSettings(db);
    return ok(c, await readAppointment(db, c.req.param('id'), currentUser(c), timezone));
  },
);

appointmentRoutes.get(
  '/:id/calendar.ics',
  describeRoute({
    tags: ['Appointments'],
    summary: 'The appointment as a calendar file (its patient and its doctor only)',
    description:
      'text/calendar (RFC 5545): the time in clinic time with TZID (the setting `timezone`), the ' +
      'doctor, the clinic and its address, a reminder 2 hours before; no reason. UID ' +
      '`{id}@mashwara` for every version; SEQUENCE rises with each reschedule; a cancelled ' +
      "appointment's file has METHOD:CANCEL and STATUS:CANCELLED. Someone else's appointment is " +
      "403; an unknown id 404 'Appointment not found'.",
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: 'The calendar file',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
    },
  }),
  requireAuth,
  async (c) => {
    const file = await appointmentCalendar(c.get('deps'), userActorOf(c), c.req.param('id'));
    // Signed in, so the auth middleware has marked the answer no-store: no cache keeps a copy.
    return c.body(file.content, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    });
  },
);
