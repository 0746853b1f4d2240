import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { NameUpdateSchema, PatientProfileUpdateSchema } from '#shared/schemas/patient';
import { getProfile, updateProfile } from './profile.service';

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
  async (c) => ok(c, await getProfile(c.get('deps').db, currentUser(c))),
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
    const profile = await updateProfile(c, currentUser(c));
    return ok(c, profile, { message: 'Profile updated successfully' });
  },
);
