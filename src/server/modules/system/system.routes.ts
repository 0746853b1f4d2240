import { sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { listOutbox } from '#server/db/outbox';
import { ApiError, forbidden, unauthenticated } from '#server/lib/errors';
import { isFromThisMachine, ok } from '#server/lib/http';

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
  async (c) => {
    const { env, db } = c.get('deps');
    if (env.nodeEnv === 'production') throw new ApiError(404, 'Not found');
    // Reset links are in there: a server started without NODE_ENV=production on a reachable
    // address must not hand them to anyone who asks.
    if (!isFromThisMachine(c)) {
      const user = c.get('user');
      if (!user) throw unauthenticated();
      if (user.role !== 'admin') throw forbidden();
    }
    return ok(c, await listOutbox(db));
  },
);
