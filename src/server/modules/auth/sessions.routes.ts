import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { SignedInDeviceSchema } from '#shared/schemas/session';
import { audit } from '../audit/audit.service';
import { endDevice, endOtherDevices, listDevices } from './sessions.service';

const doc = (summary: string, description: string, data?: v.GenericSchema) =>
  describeRoute({
    tags: ['Auth'],
    summary,
    description,
    security: [{ bearerAuth: [] }],
    ...(data
      ? {
          responses: {
            200: {
              description: 'OK',
              content: {
                'application/json': {
                  schema: resolver(v.object({ success: v.literal(true), data })),
                },
              },
            },
          },
        }
      : {}),
  });

/** Signed-in devices: GET, DELETE /auth/sessions and DELETE /auth/sessions/{id}. */
export const sessionRoutes = createRouter();
sessionRoutes.use('/sessions', requireAuth);
sessionRoutes.use('/sessions/*', requireAuth);

sessionRoutes.get(
  '/sessions',
  doc(
    'My signed-in devices',
    'Device from the User-Agent, the address last seen from (no geolocation), when last seen (updated at most once a minute), and which one is this device.',
    v.array(SignedInDeviceSchema),
  ),
  async (c) => {
    const user = currentUser(c);
    const { db, now } = c.get('deps');
    return ok(c, await listDevices(db, user.id, user.sessionId, now()));
  },
);

sessionRoutes.delete(
  '/sessions',
  doc(
    'End all my other sessions',
    'Every device but this one is signed out.',
    v.object({ ended: v.number() }),
  ),
  async (c) => {
    const user = currentUser(c);
    const { db, now } = c.get('deps');
    const ended = await endOtherDevices(db, user.id, user.sessionId, now());
    await audit(c.get('deps'), actorOf(c), {
      action: 'logout',
      resource: 'session',
      resourceId: user.sessionId,
      details: `Ended all other sessions (${ended})`,
    });
    return ok(c, { ended }, { message: 'Other sessions ended' });
  },
);

sessionRoutes.delete(
  '/sessions/:id',
  doc(
    'End one of my sessions',
    'That device is signed out on its next request. Another user’s session is 404.',
  ),
  async (c) => {
    const user = currentUser(c);
    const { db, now } = c.get('deps');
    const id = c.req.param('id');
    await endDevice(db, user.id, id, now());
    await audit(c.get('deps'), actorOf(c), {
      action: 'logout',
      resource: 'session',
      resourceId: id,
      details: id === user.sessionId ? 'Ended this session' : 'Ended a session on another device',
    });
    return ok(c, {}, { message: 'Session ended' });
  },
);
