import { sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { listOutbox } from '#server/db/outbox';
import { ok } from '#server/lib/http';
import { devOutboxAccess } from '#server/middleware/dev-access';

export const systemRoutes = createRouter();

systemRoutes.get(
  '/health',
  describeRoute({ tags: ['Operations'], summary: 'Health check' }),
  async (c) => {
    try {
      await c.get('deps').db.execute(sql`select 1`);
      return ok(c, { status: 'ok', database: 'ok' });
    } catch {
      return c.json(
        {
          success: false,
          message: 'The database is not answering',
          data: { status: 'error', database: 'error' },
        },
        503,
      );
    }
  },
);

systemRoutes.get(
  '/dev/outbox',
  describeRoute({
    tags: ['Operations'],
    summary:
      'Mails kept in the local outbox (outside production; the administrator, or a request from the server’s own machine)',
  }),
  devOutboxAccess,
  async (c) => ok(c, await listOutbox(c.get('deps').db)),
);
