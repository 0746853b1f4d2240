import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { notifications, outgoingMail, users } from '#server/db/schema/index';
import { notificationMail } from '#shared/domain/mail-texts';
import { readNotificationData } from '#shared/domain/notification-texts';
import { settingsIn } from '../settings/settings.service';
import type { Erased } from './erasure-matcher';

type Mail = { id: string; to: string; subject: string; text: string; at: Date };

/**
 * The e-mail copy of each notice about the person's visits sent to someone else (a doctor's
 * "New review"), rewritten as the notice is (ADR 139). A mail names no notice, so each notice is
 * paired with one mail to its reader with its title and text, the nearest in time: another
 * patient of the same name has notices of the same words, whose mails stay as written. Runs
 * before the notices themselves change.
 */
export async function scrubNoticeMail(
  tx: Tx,
  e: Erased,
  aboutThem: SQL,
  mayHold: (column: SQL) => SQL | undefined,
) {
  const notices = await tx
    .select({
      email: users.email,
      title: notifications.title,
      message: notifications.message,
      data: notifications.data,
      at: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(aboutThem, mayHold(sql`${notifications.title} || ' ' || ${notifications.message}`)))
    .orderBy(notifications.createdAt);
  if (notices.length === 0) return;
  const { timezone: timeZone } = await settingsIn(tx);
  const readers = [...new Set(notices.map((n) => n.email.toLowerCase()))];
  const mails: Mail[] = await tx
    .select({
      id: outgoingMail.id,
      to: outgoingMail.to,
      subject: outgoingMail.subject,
      text: outgoingMail.text,
      at: outgoingMail.createdAt,
    })
    .from(outgoingMail)
    .where(inArray(sql`lower(${outgoingMail.to})`, readers));
  const taken = new Set<string>();
  for (const n of notices) {
    // An Urdu reader's mail carried the notice in Urdu (ADR 148).
    const data = readNotificationData(n.data);
    const urdu = data ? notificationMail(data, 'ur', timeZone, n) : null;
    const copies = mails.filter(
      (m) =>
        !taken.has(m.id) &&
        m.to.toLowerCase() === n.email.toLowerCase() &&
        ((m.subject === n.title && m.text.startsWith(n.message)) ||
          (urdu !== null && m.subject === urdu.subject && m.text.startsWith(urdu.text))),
    );
    const gap = (m: Mail) => Math.abs(m.at.getTime() - n.at.getTime());
    const copy = copies.sort((a, b) => gap(a) - gap(b))[0];
    if (!copy) continue;
    taken.add(copy.id);
    const subject = e.match.text(copy.subject);
    const text = e.match.text(copy.text);
    if (subject === copy.subject && text === copy.text) continue;
    await tx.update(outgoingMail).set({ subject, text }).where(eq(outgoingMail.id, copy.id));
  }
}
