import type { AppointmentType } from '../schemas/appointment';
import type { Role } from '../schemas/user';
import { formatClinicDate, formatClinicTime } from './clinic-time';
import { URDU_TEXTS } from './message-texts-ur';
import { formatPKR } from './money';
import {
  englishFormat,
  fillTemplate,
  messageTemplate,
  NOTIFICATION_TEXTS,
  type NotificationData,
  type NotificationKind,
  notificationValues,
  type ParamFormat,
} from './notification-texts';

/**
 * The SMS and WhatsApp texts of a notification (ADR 103): short, in the reader's language, with
 * no medical detail, and a link into the app. The notification's own template is used with its
 * reason cut off; one that would still carry free text (a review's title) falls back to its title.
 */
export type MessageLanguage = 'en' | 'ur';

export const STOP_SMS = 'Reply STOP to stop SMS.';

const TYPE_NAMES: Record<AppointmentType, string> = {
  consultation: 'Consultation',
  'follow-up': 'Follow-up',
  emergency: 'Emergency',
};

/** A catalog text in the language; English when Urdu has none yet. */
const inLanguage = (english: string, language: MessageLanguage) =>
  language === 'ur' ? (URDU_TEXTS[english] ?? english) : english;

const REASON = { en: /\s*Reason: \{reason\}$/, ur: /\s*وجہ: \{reason\}$/ } as const;

/** How a notification's values read in a language; e-mail fills its templates with it too. */
export function formatIn(language: MessageLanguage, timeZone: string): ParamFormat {
  if (language === 'en') return englishFormat(timeZone);
  return {
    date: (iso) => formatClinicDate(iso, { timeZone, locale: 'ur' }),
    time: (iso) => formatClinicTime(iso, { timeZone, locale: 'ur' }),
    money: (amount) => formatPKR(amount),
    number: (value) => String(value),
    appointmentType: (value) => inLanguage(TYPE_NAMES[value] ?? value, 'ur'),
  };
}

/** The placeholders of free text (reasons, titles) a template still holds once cut. */
function freeText(kind: NotificationKind, template: string): boolean {
  const spec: Record<string, string> = NOTIFICATION_TEXTS[kind].params;
  return [...template.matchAll(/\{(\w+)\}/g)].some((m) => spec[m[1]!] === 'text');
}

/**
 * The short template of a kind in a language: its message without the reason, or its title.
 * `message` is the English template to shorten: the kind's, or its `forMember` (ADR 095).
 */
export function shortTemplate(
  kind: NotificationKind,
  language: MessageLanguage,
  message: string = NOTIFICATION_TEXTS[kind].message,
): string {
  const english = message.replace(REASON.en, '');
  if (freeText(kind, english)) return inLanguage(NOTIFICATION_TEXTS[kind].title, language);
  return inLanguage(message, language).replace(REASON[language], '');
}

/** The screen a notification opens: the appointment's pass, the prescription, the list. */
export function messageLink(
  data: NotificationData,
  role: Role,
  appointmentId: string | null,
): string {
  if (role === 'desk') return '/desk';
  if (role === 'doctor') {
    if (data.kind === 'REVIEW_RECEIVED') return '/doctor/reviews';
    return appointmentId ? '/doctor/appointments' : '/doctor/dashboard';
  }
  if (role === 'admin') return '/admin/dashboard';
  // A slot held from the waitlist is booked from the waitlist screen (ADR 101).
  if (data.kind === 'WAITLIST_OFFER') return '/patient/waitlist';
  // The doctor is in the video room: straight into it (ADR 113).
  if (data.kind === 'CALL_READY' && appointmentId) return `/call/${appointmentId}`;
  if (!appointmentId) return '/patient/notifications';
  if (data.kind === 'PRESCRIPTION_READY' || data.kind === 'PRESCRIPTION_AMENDED')
    return `/patient/prescriptions/${appointmentId}`;
  return `/patient/appointments/${appointmentId}/pass`;
}

export type MessageTexts = {
  sms: string;
  whatsapp: string;
  /** The approved WhatsApp template's name and its body parameters, in order. */
  template: string;
  templateParams: string[];
};

/** Every text a notification sends by SMS and WhatsApp, in one language. */
export function messageTexts(
  data: NotificationData,
  options: { language: MessageLanguage; timeZone: string; siteName: string; link: string },
): MessageTexts {
  const { language, link } = options;
  const values = notificationValues(data, formatIn(language, options.timeZone));
  const message = messageTemplate(data);
  const body = fillTemplate(shortTemplate(data.kind, language, message), values);
  const text = `${options.siteName}: ${body} ${link}`;
  // Template parameters follow the English template's placeholders, then the link.
  const names = [...shortTemplate(data.kind, 'en', message).matchAll(/\{(\w+)\}/g)].map(
    (m) => m[1]!,
  );
  // A member's wording is another approved template, since its words differ.
  const member = message === NOTIFICATION_TEXTS[data.kind].message ? '' : '_for_member';
  return {
    sms: `${text}\n${inLanguage(STOP_SMS, language)}`,
    whatsapp: text,
    template: `mashwara_${data.kind.toLowerCase()}${member}`,
    templateParams: [...names.map((n) => values[n] ?? ''), link],
  };
}
