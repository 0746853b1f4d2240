import { describe, expect, it } from 'vitest';
import { URDU_GLOSSARY } from '#app/locales/ur/glossary';
import { EXPORT_TEXTS } from '#server/modules/account/export-texts';
import { CHECKOUT_TEXTS } from '#server/modules/payments/sandbox';
import { composeMail, mailSignature, notificationMail, RLM } from './mail-texts';
import { ENGLISH_MAIL, type MailKey } from './mail-texts-en';
import { URDU_MAIL } from './mail-texts-ur';
import { notificationData } from './notification-texts';

const KEYS = Object.keys(ENGLISH_MAIL) as MailKey[];
const placeholders = (t: { subject: string; lines: readonly string[] }) =>
  [...new Set([t.subject, ...t.lines].join('\n').match(/\{\w+\}/g) ?? [])].sort();

describe('the server’s mail texts (ADR 148)', () => {
  it('every mail has its Urdu, with the same placeholders as the English', () => {
    for (const key of KEYS)
      expect(placeholders(URDU_MAIL[key]), key).toEqual(placeholders(ENGLISH_MAIL[key]));
  });

  it('Urdu lines read right to left, values are isolated, the link stands alone and bare', () => {
    const link = 'https://mashwara.pk/reset-password/abc_DEF-1';
    const mail = composeMail('passwordReset', 'ur', {
      name: 'Sana Malik',
      siteName: 'Mashwara',
      link,
    });
    const lines = mail.text.split('\n');
    expect(lines).toContain(link);
    for (const line of lines.filter((l) => l !== '' && l !== link))
      expect(line.startsWith(RLM)).toBe(true);
    expect(mail.text).toContain('\u2068Sana Malik\u2069');
    expect(mail.subject.startsWith(RLM)).toBe(true);
  });

  it('English is filled as written, with no marks', () => {
    const mail = composeMail('passwordChanged', 'en', { name: 'Ali', siteName: 'Mashwara' });
    expect(mail.subject).toBe('Your password was changed');
    expect(
      mail.text.startsWith('Hello Ali,\n\nThe password of your Mashwara account was changed'),
    ).toBe(true);
    expect(mail.text).not.toMatch(/[\u200F\u2066-\u2069]/);
    const site = { siteName: 'Mashwara', contactEmail: 'help@mashwara.pk', supportPhone: '' };
    expect(mailSignature('en', site)).toBe(
      '\n\n--\nMashwara\nQuestions? Write to help@mashwara.pk.',
    );
  });

  it('a notification mail in Urdu carries the reason, isolated; in English the stored text as it is', () => {
    const data = notificationData('APPOINTMENT_CANCELLED_BY_DOCTOR', {
      doctorName: 'Dr. Ayesha Khan',
      start: '2026-12-01T05:00:00.000Z',
      reason: 'Unwell today',
    });
    const english = { title: 'Appointment cancelled', message: 'stored English' };
    expect(notificationMail(data, 'en', 'Asia/Karachi', english)).toEqual({
      subject: 'Appointment cancelled',
      text: 'stored English',
    });
    const urdu = notificationMail(data, 'ur', 'Asia/Karachi', english);
    expect(urdu.subject).toBe(`${RLM}اپوائنٹمنٹ منسوخ ہو گئی`);
    expect(urdu.text).toContain('وجہ: \u2068Unwell today\u2069');
    expect(urdu.text.startsWith(`${RLM}\u2068Dr. Ayesha Khan\u2069`)).toBe(true);
  });

  it('the Urdu of mails, the export and the checkout uses only the glossary’s spellings (ADR 147)', () => {
    const texts = [
      ...Object.values(URDU_MAIL).flatMap((t) => [t.subject, ...t.lines]),
      ...Object.values(EXPORT_TEXTS.ur).flatMap((v) =>
        typeof v === 'string' ? [v] : Object.values(v),
      ),
      ...Object.values(CHECKOUT_TEXTS.ur),
    ];
    const letter =
      '[\\u0610-\\u061A\\u0620-\\u065F\\u066E-\\u06D3\\u06D5-\\u06ED\\u06FA-\\u06FF\\u0750-\\u077F\\u200C]';
    const offences = URDU_GLOSSARY.flatMap((term) =>
      term.rejected.flatMap((spelling) => {
        const pattern = new RegExp(`(?<!${letter})${spelling}(?!${letter})`, 'u');
        return texts.filter((t) => pattern.test(t)).map((t) => `${spelling} in ${t}`);
      }),
    );
    expect(offences).toEqual([]);
  });
});
