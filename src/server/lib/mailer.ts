import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema/index';
import type { Logger } from './logger';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** Who the mail is from, as the administrator's settings name the site and its support. */
export type MailSite = { siteName: string; contactEmail: string; supportPhone: string };

/** Every mail ends with where to ask for help, so a reply never goes to a no-reply address. */
export function signature(site: MailSite): string {
  const call = site.supportPhone ? ` or call ${site.supportPhone}` : '';
  return `\n\n--\n${site.siteName}\nQuestions? Write to ${site.contactEmail}${call}.`;
}

/** MAIL_FROM's address under the site's name: `Mashwara <no-reply@…>` becomes `Name <no-reply@…>`. */
export function sender(from: string, site: MailSite) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return { name: site.siteName, address };
}

/**
 * With SMTP_URL, mail goes through SMTP; without it, to the local outbox table,
 * which the server logs and (outside production) lists at GET /api/dev/outbox (ADR 011).
 * Every mail is recorded either way, so nothing is lost silently.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Logger;
  /** The site's current name and contact details (the settings), read for each mail. */
  site: () => Promise<MailSite>;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function deliver(id: string, mail: Mail, site: MailSite, smtp: Transporter) {
    try {
      await smtp.sendMail({
        ...mail,
        from: sender(options.from, site),
        replyTo: site.contactEmail,
      });
      await options.db
        .update(outgoingMail)
        .set({ sentAt: new Date() })
        .where(eq(outgoingMail.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.error('mail could not be sent', { to: mail.to, error: message });
      await options.db
        .update(outgoingMail)
        .set({ error: message })
        .where(eq(outgoingMail.id, id))
        .catch(() => {});
    }
  }

  return {
    /**
     * Resolves once the mail is recorded. SMTP delivery continues in the background, so a
     * slow mail server neither delays the answer nor makes forgot-password's timing reveal
     * that an account exists (ADR 014).
     */
    async send(given) {
      const site = await options.site();
      const mail = { ...given, text: given.text + signature(site) };
      const [row] = await options.db
        .insert(outgoingMail)
        .values({ ...mail, transport: transport ? 'smtp' : 'outbox' })
        .returning({ id: outgoingMail.id });
      if (!transport) {
        options.log.info('mail kept in the local outbox', { to: mail.to, subject: mail.subject });
        return;
      }
      void deliver(row.id, mail, site, transport);
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
    sentAt: r.createdAt.toISOString(),
  }));
}
