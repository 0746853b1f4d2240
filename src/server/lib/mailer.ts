import nodemailer, { type Transporter } from 'nodemailer';
import { mailSignature } from '#shared/domain/mail-texts';
import type { Language } from '#shared/schemas/notification-preferences';
import type { Logger } from './logger';

/** A file sent with a mail (a calendar file, ADR 106), passed to nodemailer as it is. */
export type MailAttachment = { filename: string; content: string; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Where a reply goes when not the support address (a contact message's writer, ADR 144). */
  replyTo?: string;
  /** The reader's language (ADR 148): the signature's, and the Content-Language header's. */
  language?: Language;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/** Where every mail is recorded (db/outbox.ts), so lib does not reach into the database. */
export type MailOutbox = {
  record(mail: Mail, transport: 'smtp' | 'outbox'): Promise<string>;
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
};

/** Who the mail is from, as the administrator's settings name the site and its support. */
export type MailSite = { siteName: string; contactEmail: string; supportPhone: string };

/** Every mail ends with where to ask for help, so a reply never goes to a no-reply address. */
export function signature(site: MailSite, language: Language = 'en'): string {
  return mailSignature(language, site);
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
  outbox: MailOutbox;
  smtpUrl?: string;
  from: string;
  log: Logger;
  /** The site's current name and contact details (the settings), read for each mail. */
  site: () => Promise<MailSite>;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function deliver(id: string, mail: Mail, site: MailSite, smtp: Transporter) {
    try {
      const { language, ...fields } = mail;
      await smtp.sendMail({
        ...fields,
        ...(language ? { headers: { 'Content-Language': language } } : {}),
        from: sender(options.from, site),
        replyTo: mail.replyTo ?? site.contactEmail,
      });
      await options.outbox.markSent(id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.error('mail could not be sent', { to: mail.to, error: message });
      await options.outbox.markFailed(id, message).catch(() => {});
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
      const mail = { ...given, text: given.text + signature(site, given.language) };
      const id = await options.outbox.record(mail, transport ? 'smtp' : 'outbox');
      if (!transport) {
        options.log.info('mail kept in the local outbox', { to: mail.to, subject: mail.subject });
        return;
      }
      void deliver(id, mail, site, transport);
    },
  };
}
