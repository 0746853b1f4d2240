import { eq } from 'drizzle-orm';
import { notificationPreferences, patientProfiles } from '#server/db/schema/index';
import type { Choice } from '#shared/schemas/notification-preferences';
import type { TestServer } from './test-server';

export const ALL_ON: Choice = { reminders: true, changes: true, prescriptions: true };
export const ALL_OFF: Choice = { reminders: false, changes: false, prescriptions: false };

/** The PUT body: e-mail and push on, SMS and WhatsApp as given. */
export const choices = (
  sms: Choice = ALL_OFF,
  whatsapp: Choice = ALL_OFF,
  language?: 'en' | 'ur',
) => ({
  email: ALL_ON,
  sms,
  whatsapp,
  push: ALL_ON,
  ...(language ? { language } : {}),
});

/** Stores the patient's phone as the profile keeps it (E.164, or an old unreadable value). */
export async function givePhone(server: TestServer, userId: string, phone: string | null) {
  await server.db
    .insert(patientProfiles)
    .values({ userId, phone })
    .onConflictDoUpdate({ target: patientProfiles.userId, set: { phone } });
}

export async function preferenceRow(server: TestServer, userId: string) {
  const [row] = await server.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}
