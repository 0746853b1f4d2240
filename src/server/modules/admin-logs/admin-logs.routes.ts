import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { csvResponse } from '#server/lib/csv';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { clinicDate } from '#shared/domain/slots';
import { AdminLogsQuerySchema } from '#shared/schemas/admin-records';
import { getSettings } from '../settings/settings.service';
import { logsCsv } from './admin-logs.csv';
import { allLogs, listLogs } from './admin-logs.service';

/** GET /admin/logs: the append-only audit log, administrators only. */
export const adminLogRoutes = createRouter();
adminLogRoutes.use('*', requireRole('admin'));

adminLogRoutes.get(
  '/',
  describeRoute({
    tags: ['Administrator'],
    summary: 'The audit log, 20 a page, newest first',
    description:
      'type is all, create, update (also status changes, verifications and rejections), delete, ' +
      'login (also failed sign-ins) or logout; date (yyyy-MM-dd) is a day in clinic time; search ' +
      'matches the user name or the action. Answers {logs, total, page, totalPages} with ' +
      '{id, timestamp (ISO UTC), user{name, role}, action, resource, resourceId, details, ipAddress}; ' +
      'format=csv answers every page as text/csv with a dated file name.',
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: 'A page of logs, or the CSV',
        content: {
          'application/json': { schema: { type: 'object' } },
          'text/csv': { schema: { type: 'string' } },
        },
      },
    },
  }),
  validate('query', AdminLogsQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const { timezone } = await getSettings(db);
    if (query.format !== 'csv') return ok(c, await listLogs(db, query, timezone));
    const list = await allLogs(db, query, timezone);
    return csvResponse(c, 'audit-logs', clinicDate(now(), timezone), logsCsv(list, timezone));
  },
);
