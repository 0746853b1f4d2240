import type { Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ApiError, MESSAGES } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { requireAuth } from '#server/middleware/auth';
import { NameUpdateSchema } from '#shared/schemas/patient';
import { getProfile, PatientProfileUpdateSchema, updateProfile } from './profile.service';

/** The body as JSON, unchecked: which schema applies depends on the caller's role. */
async function jsonBody(c: Context): Promise<unknown> {
  const media = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  try {
    if (media !== 'application/json') throw new Error('not JSON');
    return await c.req.json();
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
}

/** GET and PUT /api/auth/profile. */
export const profileRoutes = createRouter();

profileRoutes.get(
  '/profile',
  describeRoute({
    tags: ['Auth'],
    summary: 'The signed-in user’s profile (a patient’s whole profile, else the User)',
    security: [{ bearerAuth: [] }],
  }),
  requireAuth,
  async (c) => ok(c, await getProfile(c.get('deps'), userActorOf(c))),
);

profileRoutes.put(
  '/profile',
  describeRoute({
    tags: ['Auth'],
    summary: 'Save the whole profile (patients); other roles may change their name',
    security: [{ bearerAuth: [] }],
    // The body's schema depends on the caller's role, so the service validates it.
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: resolver(v.union([PatientProfileUpdateSchema, NameUpdateSchema])),
        },
      },
    },
  }),
  requireAuth,
  async (c) => {
    const profile = await updateProfile(c.get('deps'), userActorOf(c), await jsonBody(c));
    return ok(c, profile, { message: 'Profile updated successfully' });
  },
);
