import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { loggedTarget } from '../lib/redact';

/**
 * Every request gets an id (echoed as X-Request-Id) and one log line. The line never holds a
 * secret of the address (a reset or export token, a call ticket): ADR 141.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.header('X-Request-Id', requestId);
  c.get('deps').log.info('request', {
    requestId,
    method: c.req.method,
    ...loggedTarget(c.req.path, new URL(c.req.url).search),
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});
