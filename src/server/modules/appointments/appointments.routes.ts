import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { currentUser, requireAuth } from '#server/middleware/auth';
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
