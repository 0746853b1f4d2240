import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError, forbidden, unauthenticated } from '../lib/errors';
import { isFromThisMachine } from '../lib/http';

/**
 * The local outboxes (mail, SMS and WhatsApp; ADR 011): outside production only, for the
 * administrator or a request from the server's own machine. Reset links and texts are in there:
 * a server started without NODE_ENV=production on a reachable address must not hand them to
 * anyone who asks.
 */
export const devOutboxAccess = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('deps').env.nodeEnv === 'production') throw new ApiError(404, 'Not found');
  if (!isFromThisMachine(c)) {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    if (user.role !== 'admin') throw forbidden();
  }
  await next();
});
