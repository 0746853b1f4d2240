import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole, requireVerifiedDoctor } from '#server/middleware/auth';
import {
  AppointmentListQuerySchema,
  CancelAppointmentSchema,
  DoctorStatusChangeSchema,
  RescheduleAppointmentSchema,
} from '#shared/schemas/appointment-actions';
import { cancelAppointment, rescheduleAppointment } from './appointment-actions.service';
import { listAppointments } from './appointment-list.service';
import { changeStatusAsDoctor } from './doctor-status.service';

const doc = (summary: string, description?: string) =>
  describeRoute({
    tags: ['Appointments'],
    summary,
    ...(description ? { description } : {}),
    security: [{ bearerAuth: [] }],
  });

/**
 * GET /appointments (list); cancel and reschedule (the patient's offline-capable mutations);
 * the doctor's status change. All are safe to replay under an Idempotency-Key (global
 * middleware): a replay gets the first answer. Without the key, a second cancel succeeds
 * unchanged, but asking the doctor's path for a status already held is 409 (ADR 050).
 */
export const appointmentActionRoutes = createRouter();

appointmentActionRoutes.get(
  '/',
  doc(
    "The caller's appointments, soonest first",
    'A patient gets their own, a doctor those booked with them. Administrators use /admin calls (403). ' +
      '`tab` (upcoming, pending, completed, cancelled) keeps one tab of the appointment lists, in ' +
      'its order (past tabs most recent first). With `page` or `limit` (default 20, at most 50) ' +
      'the answer is a page {appointments, total, page, totalPages, counts} where counts holds ' +
      'every tab under the same filters; without them, the whole list.',
  ),
  requireRole('patient', 'doctor'),
  validate('query', AppointmentListQuerySchema),
  async (c) => ok(c, await listAppointments(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);

appointmentActionRoutes.post(
  '/:id/cancel',
  doc(
    'Cancel my pending or scheduled appointment',
    'Patient only. Cancelling an already cancelled appointment answers it unchanged.',
  ),
  requireRole('patient'),
  validate('json', CancelAppointmentSchema),
  async (c) => {
    const appointment = await cancelAppointment(c.get('deps'), userActorOf(c), {
      id: c.req.param('id'),
      ...c.req.valid('json'),
    });
    return ok(c, appointment, { message: 'Appointment cancelled successfully!' });
  },
);

appointmentActionRoutes.post(
  '/:id/reschedule',
  doc(
    'Move my pending or scheduled appointment to another free slot',
    'Patient only. 409 "This time slot is no longer available" when the slot is taken.',
  ),
  requireRole('patient'),
  validate('json', RescheduleAppointmentSchema),
  async (c) => {
    const appointment = await rescheduleAppointment(c.get('deps'), userActorOf(c), {
      id: c.req.param('id'),
      ...c.req.valid('json'),
    });
    return ok(c, appointment, { message: 'Appointment rescheduled successfully!' });
  },
);

appointmentActionRoutes.patch(
  '/:id/status',
  doc(
    'Approve, reject, complete, mark no-show or cancel one of my appointments (doctor)',
    "The appointment's own verified doctor only. Transitions: pending to scheduled (approve) or " +
      'cancelled (reject); scheduled to completed, no-show or cancelled (ADR 007); ' +
      'asking for the status it already holds, or any change outside them, is 409 ' +
      '"Appointment is already {status}". Completed before the day of the visit (clinic time), or ' +
      'no-show before its start, is 409 APPOINTMENT_TOO_EARLY with the reason (ADR 143). ' +
      'The patient is notified of approval, rejection and cancellation.',
  ),
  requireVerifiedDoctor,
  validate('json', DoctorStatusChangeSchema),
  async (c) => {
    const appointment = await changeStatusAsDoctor(c.get('deps'), userActorOf(c), {
      id: c.req.param('id'),
      ...c.req.valid('json'),
    });
    return ok(c, appointment, { message: 'Appointment status updated successfully' });
  },
);
