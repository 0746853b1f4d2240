import { t } from '#app/lib/i18n';
import { notificationPreferences } from '#app/offline/collections/notification-preferences';
import type { SyncKind } from '#app/offline/types';
import type {
  NotificationPreferences,
  NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences';

export const PREFERENCES_SAVE_KIND = 'notification-preferences.save';

/**
 * The whole set of switches (PUT /notification-preferences): the last one queued wins, so saves
 * made offline one after another replay in order and leave the last choice.
 */
export const preferencesSaveKind: SyncKind<NotificationPreferencesInput, NotificationPreferences> =
  {
    name: PREFERENCES_SAVE_KIND,
    method: 'PUT',
    path: () => '/notification-preferences',
    entityId: () => 'notification-preferences',
    collection: notificationPreferences,
    async applyLocal(db, p, { userId, actedAt }) {
      const row = await db.notificationPreferences.get(userId);
      if (!row) return;
      const { language, ...choices } = p;
      // The server records consent when the save arrives, and withdraws it when a channel goes
      // off; until then the device shows the moment the reader agreed, so it does not ask again.
      const agreed = (channel: 'sms' | 'whatsapp') =>
        Object.values(choices[channel]).some(Boolean)
          ? (row.consent[channel] ?? { at: new Date(actedAt).toISOString(), device: '' })
          : null;
      await db.notificationPreferences.put({
        ...row,
        ...choices,
        language: language ?? row.language,
        consent: { sms: agreed('sms'), whatsapp: agreed('whatsapp') },
      });
    },
    async onSuccess(db, data, _p, { userId }) {
      if (data && typeof data === 'object' && 'consent' in data)
        await db.notificationPreferences.put({ ...data, userId });
    },
    describe: () => t('Save your notification choices'),
  };

export const KINDS = [preferencesSaveKind];
