import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notificationPreferences } from '#server/db/schema/index';
import { DEFAULT_CHOICES, type Language } from '#shared/schemas/notification-preferences';

/**
 * The language of a mail or page for a reader (ADR 148): the language of the request that asks
 * for it, when the reader makes it themselves and the app names one; else the language they
 * chose (notification preferences, which the app keeps in step with its own, ADR 105); else
 * English.
 */
export async function readerLanguage(
  db: DbOrTx,
  userId: string,
  requested?: Language | null,
): Promise<Language> {
  if (requested) return requested;
  const [row] = await db
    .select({ language: notificationPreferences.language })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.language ?? 'en';
}

/**
 * A new account starts with the language the app was in at sign-up as its chosen one, so the
 * notices that reach it before it ever opens its preferences are in that language too. Nothing
 * is written for English or no language: English is the default already, and an account without
 * a row keeps following the default choices.
 */
export async function keepSignUpLanguage(
  db: DbOrTx,
  userId: string,
  language: Language | undefined,
  now: Date,
) {
  if (!language || language === 'en') return;
  await db
    .insert(notificationPreferences)
    .values({ userId, choices: DEFAULT_CHOICES, language, updatedAt: now })
    .onConflictDoNothing();
}
