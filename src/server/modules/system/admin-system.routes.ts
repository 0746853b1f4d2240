import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { requireRole } from '#server/middleware/auth';
import { type SystemInfo, SystemInfoSchema } from '#shared/schemas/system-info';

/** GET /admin/system: the System Information card from the running server, not static (ADR 002). */
export const adminSystemRoutes = createRouter();
adminSystemRoutes.use('/system', requireRole('admin'));

adminSystemRoutes.get(
  '/system',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Version, uptime, database size and status (administrator)',
    description:
      '`version` is package.json’s; `uptimeSeconds` counts from this server’s start; ' +
      '`databaseBytes` is pg_database_size of the database in use (null, with status ' +
      '`degraded`, when the database does not answer).',
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: 'The system information',
        content: {
          'application/json': {
            schema: resolver(v.object({ success: v.literal(true), data: SystemInfoSchema })),
          },
        },
      },
    },
  }),
  async (c) => {
    const { database, version, startedAt, now, log } = c.get('deps');
    let databaseBytes: number | null = null;
    try {
      databaseBytes = await database.sizeBytes();
    } catch (error) {
      log.error('database size unavailable', { error: String(error) });
    }
    const info: SystemInfo = {
      version,
      uptimeSeconds: Math.max(0, Math.floor((now().getTime() - startedAt.getTime()) / 1000)),
      databaseBytes,
      status: databaseBytes === null ? 'degraded' : 'active',
    };
    return ok(c, info);
  },
);
