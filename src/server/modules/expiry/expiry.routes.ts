import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { ExpiringQuerySchema, ExpiryCheckResultSchema } from '#shared/schemas/expiry';
import { expireAppointments, listExpiring } from './expiry.service';

const envelope = (data: v.GenericSchema) => resolver(v.object({ success: v.literal(true), data }));

/** The administrator's Expiry Management calls (/api/openapi.json, Administrator). */
export const expiryRoutes = createRouter();
expiryRoutes.use('*', requireRole('admin'));

expiryRoutes.get(
  '/expiring',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Appointments about to expire (administrator)',
    description:
      'Pending or scheduled appointments ending within `minutes` (1 to 10080, default 60) or ' +
      'already ended and not yet expired, soonest end first.',
    security: [{ bearerAuth: [] }],
  }),
  validate('query', ExpiringQuerySchema),
  async (c) => ok(c, await listExpiring(c.get('deps'), c.req.valid('query').minutes)),
);

expiryRoutes.post(
  '/check',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Run the expiry check now (administrator)',
    description:
      'What the 15-minute job does: pending or scheduled appointments whose end has passed ' +
      'become cancelled with the reason `Appointment Expired`, and their patients are told. ' +
      '`processed` counts the appointments this call changed; one that the automatic check ' +
      'is changing at the same moment is left to it and not counted.',
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: 'How many appointments expired',
        content: { 'application/json': { schema: envelope(ExpiryCheckResultSchema) } },
      },
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    // No job lock here: rows are claimed one by one (SKIP LOCKED), so a check racing the job
    // leaves it what it holds and counts only what this call changed.
    return ok(c, { processed: await expireAppointments(deps, actorOf(c)) });
  },
);
