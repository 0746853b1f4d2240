import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { users } from '#server/db/schema/index';
import { carries } from '#server/lib/messenger';
import { notificationMail } from '#shared/domain/mail-texts';
import { type MessageTexts, messageLink, messageTexts } from '#shared/domain/message-texts';
import type { NotificationData } from '#shared/domain/notification-texts';
import { CATEGORY_OF, type Category } from '#shared/schemas/notification-preferences';
import { calendarAttachments } from '../calendar/calendar.service';
import { queueMessage } from '../messaging/messages.service';
import { type Reader, readerOf } from '../messaging/notification-preferences.service';
import { pushToUser } from '../push/push-sender';
import { getSettings } from '../settings/settings.service';

export type OutreachDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>;

export type Outreach = {
  userId: string;
  email: string;
  data: NotificationData;
  timeZone: string;
  appointmentId: string | null;
  /** The stored English title and message, which an English reader's e-mail carries (ADR 148). */
  title: string;
  message: string;
  /** Makes each message once-only: the notification's id, or the reminder's appointment and lead. */
  dedupe: string;
};

/**
 * Takes a recorded notification to the channels its reader chose (ADR 103), after the change it
 * reports has committed: e-mail when the administrator's emailNotifications is on and the reader
 * wants this category by e-mail; SMS and WhatsApp when smsNotifications is on, the reader opted
 * in with consent, has a phone SMS can reach and has not replied STOP; push where marked.
 */
export async function reachOut(deps: OutreachDeps, note: Outreach): Promise<void> {
  const category = CATEGORY_OF[note.data.kind];
  if (category === null) return;
  const account = await addressState(deps, note.userId);
  // An erased account is reached no more (a late refund's notice, ADR 108).
  if (!account || account.deletedAt) return;
  const settings = await getSettings(deps.db);
  const reader = await readerOf(deps.db, note.userId);
  if (
    settings.emailNotifications &&
    reader.choices.email[category] &&
    (category !== 'reminders' || account.emailVerifiedAt)
  ) {
    // A confirmation carries the calendar file; a cancellation, the file that removes it (ADR 106).
    const attachments = await calendarAttachments(deps, {
      userId: note.userId,
      kind: note.data.kind,
      appointmentId: note.appointmentId,
    });
    await deps.mailer.send({
      to: note.email,
      ...notificationMail(note.data, reader.language, note.timeZone, note),
      language: reader.language,
      ...(attachments.length ? { attachments } : {}),
    });
  }
  if (settings.smsNotifications) await sendTexts(deps, note, reader, category, settings);

  // A push carries only the kind and the appointment's id (ADR 104). Like mail's delivery it
  // goes out beside the change: a slow push service must not hold up the answer. It never throws.
  if (reader.choices.push[category]) {
    void pushToUser(
      deps,
      note.userId,
      { kind: note.data.kind, id: note.appointmentId ?? '' },
      { urgency: category === 'reminders' ? 'high' : 'normal' },
    );
  }
}

/** ADR 108: reminders wait until the address is proven the reader's; other mail does not. */
async function addressState(deps: OutreachDeps, userId: string) {
  const [row] = await deps.db
    .select({ emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function sendTexts(
  deps: OutreachDeps,
  note: Outreach,
  reader: Reader,
  category: Category,
  settings: { siteName: string },
) {
  const wanted = (['sms', 'whatsapp'] as const).filter(
    (channel) =>
      reader[channel] &&
      reader.choices[channel][category] &&
      (!deps.env.messaging || carries(deps.env.messaging, channel)),
  );
  if (wanted.length === 0 || !reader.phone) return;
  const [user] = await deps.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, note.userId));
  if (!user) return;
  const link = `${deps.env.appUrl}${messageLink(note.data, user.role, note.appointmentId)}`;
  const texts: MessageTexts = messageTexts(note.data, {
    language: reader.language,
    timeZone: note.timeZone,
    siteName: settings.siteName,
    link,
  });
  for (const channel of wanted) {
    await queueMessage(deps, {
      userId: note.userId,
      channel,
      to: reader.phone,
      text: texts[channel],
      template: channel === 'whatsapp' ? texts.template : null,
      templateParams: channel === 'whatsapp' ? texts.templateParams : [],
      language: reader.language,
      dedupeKey: `${note.dedupe}:${channel}`,
    });
  }
}
