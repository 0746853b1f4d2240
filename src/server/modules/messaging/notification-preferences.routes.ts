import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { NotificationPreferencesInput } from '#shared/schemas/notification-preferences';
import { getPreferences, savePreferences } from './notification-preferences.service';

const doc = securedDoc('Notifications');

/** GET and PUT /notification-preferences: what each channel carries, for any signed-in role. */
export const notificationPreferenceRoutes = createRouter();
notificationPreferenceRoutes.use('*', requireAuth);

notificationPreferenceRoutes.get(
  '/',
  doc(
    'What I receive by e-mail, SMS, WhatsApp and push',
    'Answers {email, sms, whatsapp, push} (each {reminders, changes, prescriptions}), language ' +
      '(en or ur), consent {sms, whatsapp} ({at, device} or null) and phone (E.164, or null ' +
      'when the account has no number SMS can reach). SMS and WhatsApp are off until turned on.',
  ),
  async (c) => ok(c, await getPreferences(c.get('deps'), userActorOf(c))),
);

notificationPreferenceRoutes.put(
  '/',
  doc(
    'Choose what I receive on each channel',
    'Every channel’s three switches, and optionally language. Turning SMS or WhatsApp on ' +
      'records consent (when, from this device) and needs a phone SMS can reach (400 otherwise); ' +
      'turning SMS off records when. The same choices sent again change nothing. Answers as GET.',
  ),
  validate('json', NotificationPreferencesInput),
  async (c) => {
    const input = c.req.valid('json');
    const saved = await savePreferences(c.get('deps'), userActorOf(c), {
      ...input,
      sessionId: currentUser(c).sessionId,
    });
    return ok(c, saved, { message: 'Notification preferences saved' });
  },
);
