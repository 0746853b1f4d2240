import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/** Every request gets an id (echoed as X-Request-Id) and one log line. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.header('X-Request-Id', requestId);
  c.get('deps').log.info('request', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});
