import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { PushSubscriptionInput } from '#shared/schemas/push';
import { removeSubscription, saveSubscription } from './push.service';

const doc = securedDoc('Push');

/** Web Push to the installed app (ADR 104): the server's key, and each device's subscription. */
export const pushRoutes = createRouter();

pushRoutes.get(
  '/vapid-public-key',
  describeRoute({
    tags: ['Push'],
    summary: 'The server’s VAPID public key',
    description:
      'Public. `publicKey`: the P-256 key in base64url, the `applicationServerKey` a browser ' +
      'subscribes with. It changes only when the server’s keys do.',
  }),
  (c) => ok(c, { publicKey: c.get('deps').env.vapid.publicKey }),
);

pushRoutes.post(
  '/subscriptions',
  doc(
    'Keep this device’s push subscription',
    'Any signed-in account. The body is `PushSubscription.toJSON()`: `endpoint` (https://), ' +
      '`expirationTime` (optional), `keys.p256dh` (65-byte P-256 key) and `keys.auth` (16 bytes), ' +
      'in base64url. One subscription per signed-in device (session): a new endpoint replaces ' +
      'the old one, and an endpoint already known is moved here with its new keys (200; new: ' +
      '201). Answers `{id, endpoint, createdAt}`. Signing out, or any end of the session, ' +
      'deletes it; so does the push service answering 404 or 410. A push carries only ' +
      '`{kind, id}`.',
  ),
  requireAuth,
  validate('json', PushSubscriptionInput),
  async (c) => {
    const { subscription, created: isNew } = await saveSubscription(c.get('deps'), userActorOf(c), {
      sessionId: currentUser(c).sessionId,
      subscription: c.req.valid('json'),
    });
    return isNew ? created(c, subscription) : ok(c, subscription);
  },
);

pushRoutes.delete(
  '/subscriptions/:id',
  doc(
    'Remove a push subscription',
    'The account’s own only: anyone else’s, or one already removed, is 404 ' +
      '"Push subscription not found".',
  ),
  requireAuth,
  async (c) => {
    await removeSubscription(c.get('deps'), userActorOf(c), c.req.param('id'));
    return ok(c, {});
  },
);
