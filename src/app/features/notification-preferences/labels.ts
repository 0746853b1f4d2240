import { msg } from '#app/lib/i18n';
import type { Category, Channel } from '#shared/schemas/notification-preferences';

export const CHANNEL_LABEL: Record<Channel, string> = {
  email: msg('E-mail'),
  sms: msg('SMS'),
  whatsapp: msg('WhatsApp'),
  push: msg('Push'),
};

export const CATEGORY_LABEL: Record<Category, string> = {
  reminders: msg('Reminders'),
  changes: msg('Confirmations and changes'),
  prescriptions: msg('Prescriptions ready'),
};

/** What the consent question calls each opt-in channel's messages. */
export const CONSENT_TITLE: Record<'sms' | 'whatsapp', string> = {
  sms: msg('Get text messages by SMS?'),
  whatsapp: msg('Get messages on WhatsApp?'),
};

export const STOP_LINE = msg('Every SMS says how to stop: reply STOP.');

/** Left-to-right isolation for a phone number inside a sentence of either direction. */
export const ltr = (text: string) => `\u2066${text}\u2069`;
