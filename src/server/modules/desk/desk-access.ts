import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/context';
import { requireRole, requireVerifiedDoctor } from '#server/middleware/auth';

/**
 * A desk member, or a doctor once verified (ADR 154): the calls both make about a practice's day.
 * Which practice each may reach is the service's to check (desk-scope.ts).
 */
export const deskOrDoctor = [
  requireRole('desk', 'doctor'),
  createMiddleware<AppEnv>(async (c, next) =>
    c.get('user')?.role === 'desk' ? next() : requireVerifiedDoctor(c, next),
  ),
] as const;
