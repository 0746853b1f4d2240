import type { Language } from '../schemas/notification-preferences';
import { ENGLISH_MAIL, type MailKey } from './mail-texts-en';
import { URDU_MAIL } from './mail-texts-ur';
import { formatIn } from './message-texts';
import { URDU_TEXTS } from './message-texts-ur';
import {
  fillTemplate,
  messageTemplate,
  NOTIFICATION_TEXTS,
  type NotificationData,
  notificationValues,
} from './notification-texts';

/**
 * Fills the server's e-mails in the reader's language (ADR 148). Urdu is right to left and a
 * plain-text mail has no `dir`: each Urdu line starts with a right-to-left mark, so a line that
 * opens with a Latin name still reads right to left, and each value (a name, an address, a time,
 * an amount) is a first-strong isolate, so its left-to-right run keeps its order. A link stands
 * alone on its line, untouched, so mail programs link it whole. English is filled as it always was.
 */
export type MailText = { subject: string; text: string };

export const RLM = '\u200F';
const FSI = '\u2068';
const PDI = '\u2069';
/** Values left as they are: a link is only ever alone on its line. */
const BARE = new Set(['link']);

const isolate = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, BARE.has(k) ? v : `${FSI}${v}${PDI}`]),
  );

const rtlLine = (line: string) =>
  line === '' || /^https?:\/\/\S+$/.test(line) ? line : RLM + line;

/** One of the server's own mails (mail-texts-en.ts) filled in `language`. */
export function composeMail(
  key: MailKey,
  language: Language,
  values: Record<string, string>,
): MailText {
  if (language === 'en') {
    const t = ENGLISH_MAIL[key];
    return {
      subject: fillTemplate(t.subject, values),
      text: t.lines.map((line) => fillTemplate(line, values)).join('\n'),
    };
  }
  const t = URDU_MAIL[key];
  const given = isolate(values);
  return {
    subject: rtlLine(fillTemplate(t.subject, given)),
    text: t.lines.map((line) => rtlLine(fillTemplate(line, given))).join('\n'),
  };
}

/** The lines every mail ends with: where to ask for help (mailer.ts). */
export function mailSignature(
  language: Language,
  site: { siteName: string; contactEmail: string; supportPhone: string },
): string {
  const key = site.supportPhone ? 'signatureWithPhone' : 'signature';
  return `\n\n${composeMail(key, language, { ...site }).text}`;
}

/**
 * A notification's mail: in English the stored title and message, as ever; in Urdu the same
 * templates from the app's catalog (message-texts-ur.ts), reason and all, since a mail, unlike
 * an SMS, may carry what the notification says.
 */
export function notificationMail(
  data: NotificationData,
  language: Language,
  timeZone: string,
  english: { title: string; message: string },
): MailText {
  if (language === 'en') return { subject: english.title, text: english.message };
  const values = isolate(notificationValues(data, formatIn('ur', timeZone)));
  const inUrdu = (en: string) => URDU_TEXTS[en] ?? en;
  return {
    subject: rtlLine(fillTemplate(inUrdu(NOTIFICATION_TEXTS[data.kind].title), values)),
    text: rtlLine(fillTemplate(inUrdu(messageTemplate(data)), values)),
  };
}
