import { desc, eq } from 'drizzle-orm';
import type { MailOutbox } from '../lib/mailer';
import type { Db } from './client';
import { outgoingMail } from './schema/index';

/** The outgoing_mail table as the mailer's record of every mail (ADR 011). */
export function mailOutbox(db: Db): MailOutbox {
  return {
    async record({ attachments = [], ...mail }, transport) {
      // The record keeps what was attached, not its content.
      const notes = attachments.map(({ filename, contentType }) => ({ filename, contentType }));
      const [row] = await db
        .insert(outgoingMail)
        .values({ ...mail, attachments: notes, transport })
        .returning({ id: outgoingMail.id });
      return row.id;
    },
    async markSent(id) {
      await db.update(outgoingMail).set({ sentAt: new Date() }).where(eq(outgoingMail.id, id));
    },
    async markFailed(id, error) {
      await db.update(outgoingMail).set({ error }).where(eq(outgoingMail.id, id));
    },
  };
}

export async function listOutbox(db: Db) {
  const rows = await db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.transport, 'outbox'))
    .orderBy(desc(outgoingMail.createdAt))
    .limit(200);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    attachments: r.attachments,
    sentAt: r.createdAt.toISOString(),
  }));
}
