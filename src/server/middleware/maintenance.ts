import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError, MESSAGES } from '../lib/errors';

const ALWAYS_OPEN = [
  /^\/api\/auth\/(admin\/)?login$/,
  /^\/api\/health$/,
  // The app reads maintenanceMode here to say so before any other call.
  /^\/api\/settings\/public$/,
  /^\/api\/admin\//,
  /^\/api\/auth\/logout$/,
];

/**
 * ADR 009: in maintenance mode every call except sign-in, health, the public settings and admin
 * calls answers 503.
 */
export const maintenance = createMiddleware<AppEnv>(async (c, next) => {
  if (ALWAYS_OPEN.some((re) => re.test(c.req.path)) || c.get('user')?.role === 'admin') {
    return next();
  }
  const settings = await c.get('deps').settings();
  if (settings.maintenanceMode)
    throw new ApiError(503, MESSAGES.maintenance, { code: 'MAINTENANCE' });
  await next();
});
