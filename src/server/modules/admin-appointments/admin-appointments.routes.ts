import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { csvResponse } from '#server/lib/csv';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { clinicDate } from '#shared/domain/slots';
import {
  AdminAppointmentStatusSchema,
  AdminAppointmentsQuerySchema,
} from '#shared/schemas/admin-records';
import { getSettings } from '../settings/settings.service';
import { appointmentsCsv } from './admin-appointments.csv';
import { allAdminAppointments, listAdminAppointments } from './admin-appointments.service';
import { changeStatusAsAdmin } from './admin-status.service';

/** GET /admin/appointments and PUT /admin/appointments/{id}/status: administrators only. */
export const adminAppointmentRoutes = createRouter();
adminAppointmentRoutes.use('*', requireRole('admin'));

adminAppointmentRoutes.get(
  '/',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Every appointment, 10 a page, latest first, filtered by status, clinic date and name',
    description:
      'search matches the patient or the doctor name; date (yyyy-MM-dd) is a day in clinic time. ' +
      'Answers a Page of appointments; total counts at most 1000 matches: past that totalCapped is ' +
      'true and total and totalPages stop at the cap (narrow the filters to reach the rest). ' +
      'format=csv answers every match as text/csv with a dated file name.',
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: '{appointments, total, totalCapped, page, totalPages}, or the CSV',
        content: {
          'application/json': { schema: { type: 'object' } },
          'text/csv': { schema: { type: 'string' } },
        },
      },
    },
  }),
  validate('query', AdminAppointmentsQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const { timezone } = await getSettings(db);
    if (query.format !== 'csv') return ok(c, await listAdminAppointments(db, query, timezone));
    const list = await allAdminAppointments(db, query, timezone);
    return csvResponse(
      c,
      'appointments',
      clinicDate(now(), timezone),
      appointmentsCsv(list, timezone),
    );
  },
);

adminAppointmentRoutes.put(
  '/:id/status',
  describeRoute({
    tags: ['Administrator'],
    summary: "Set an appointment's status (any of the five)",
    description:
      'The patient is notified of a confirmation (pending → scheduled) and of a cancellation ' +
      '(reason optional). Asking for the current status is 409 "Appointment is already ' +
      '{status}". Reviving a cancelled appointment whose slot was taken since: 409. Audited.',
    security: [{ bearerAuth: [] }],
  }),
  validate('json', AdminAppointmentStatusSchema),
  async (c) => {
    const appointment = await changeStatusAsAdmin(c.get('deps'), userActorOf(c), {
      id: c.req.param('id'),
      ...c.req.valid('json'),
    });
    return ok(c, appointment, { message: 'Appointment status updated successfully' });
  },
);
