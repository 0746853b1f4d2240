import { i18n, type Locale, msg } from '#app/lib/i18n';
import { isSignedIn, useSession } from '#app/lib/session';
import type { MirrorNotificationPreferences } from '#app/offline/collections/notification-preferences';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import {
  CHANNELS,
  type Channel,
  type Choice,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences';
import { preferencesSaveKind } from './preferences-kind';

export const SAVED = msg('Notification choices saved');
export const SAVE_FAILED = msg('Could not save your notification choices');

export type Choices = Record<Channel, Choice>;

/** The PUT body: every channel's switches and the language the reader's texts are written in. */
export function toInput(choices: Choices, language: Locale): NotificationPreferencesInput {
  const input = Object.fromEntries(CHANNELS.map((c) => [c, { ...choices[c] }])) as Choices;
  return { ...input, language };
}

/** Queues the switches (kept on the device offline, sent once) and says how it went. */
export function savePreferences(choices: Choices): Promise<void> {
  return runQueued(preferencesSaveKind, toInput(choices, i18n.locale as Locale), {
    success: SAVED,
    failure: SAVE_FAILED,
  });
}

async function storedRow(userId: string): Promise<MirrorNotificationPreferences | undefined> {
  const row = await localDb.notificationPreferences.get(userId);
  if (row) return row;
  await syncEngine.refresh('notificationPreferences');
  return localDb.notificationPreferences.get(userId);
}

/**
 * Tells the server the language the reader now uses, so their SMS and WhatsApp texts arrive in
 * it (ADR 105): queued with the switches as the device holds them, only while someone is signed
 * in and only when the server's copy says another language.
 */
export async function sendLanguage(language: Locale): Promise<void> {
  const session = useSession.getState();
  if (!isSignedIn(session) || !session.user) return;
  const row = await storedRow(session.user._id);
  if (!row || row.language === language || useSession.getState().user?._id !== row.userId) return;
  await syncEngine.enqueue(preferencesSaveKind, toInput(row, language));
}
