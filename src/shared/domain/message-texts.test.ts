import { describe, expect, it } from 'vitest';
import { readCatalog } from '#tests/support/message-scan';
import { messageLink, messageTexts, STOP_SMS, shortTemplate } from './message-texts';
import { URDU_TEXTS } from './message-texts-ur';
import { NOTIFICATION_TEXTS, type NotificationKind, notificationData } from './notification-texts';

const { messages: catalog } = readCatalog('ur');
const KINDS = Object.keys(NOTIFICATION_TEXTS) as NotificationKind[];
const START = '2026-12-01T05:00:00.000Z'; // 10:00 in Karachi
const options = (language: 'en' | 'ur') => ({
  language,
  timeZone: 'Asia/Karachi',
  siteName: 'Mashwara',
  link: 'https://mashwara.pk/patient/appointments/a1/pass',
});

describe('the Urdu the server writes', () => {
  it('says what the app’s catalog says, entry by entry', () => {
    const differing = Object.entries(URDU_TEXTS).filter(([en, ur]) => catalog[en] !== ur);
    expect(differing.map(([en]) => en)).toEqual([]);
  });

  it('has every notification template and the SMS stop line', () => {
    const needed = [
      ...KINDS.flatMap((k) => {
        const e = NOTIFICATION_TEXTS[k];
        return [e.title, e.message, ...('forMember' in e ? [e.forMember] : [])];
      }),
      STOP_SMS,
    ];
    expect(needed.filter((en) => !URDU_TEXTS[en])).toEqual([]);
  });
});

describe('SMS and WhatsApp texts', () => {
  it('carry no reason or other free text, in either language', () => {
    for (const kind of KINDS) {
      const spec: Record<string, string> = NOTIFICATION_TEXTS[kind].params;
      for (const language of ['en', 'ur'] as const) {
        const names = [...shortTemplate(kind, language).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        expect(
          names.filter((n) => spec[n] === 'text'),
          `${kind} ${language}`,
        ).toEqual([]);
      }
    }
  });

  it('a cancellation leaves its reason out, ends with the link and how to stop SMS', () => {
    const data = notificationData('APPOINTMENT_CANCELLED_BY_DOCTOR', {
      doctorName: 'Dr. Ayesha Khan',
      start: START,
      reason: 'Your biopsy results need discussion',
    });
    const en = messageTexts(data, options('en'));
    expect(en.sms).toBe(
      'Mashwara: Dr. Ayesha Khan cancelled your appointment on Tuesday, December 1, 2026 at 10:00 AM. https://mashwara.pk/patient/appointments/a1/pass\nReply STOP to stop SMS.',
    );
    expect(en.whatsapp).not.toContain('STOP');
    expect(en.template).toBe('mashwara_appointment_cancelled_by_doctor');
    expect(en.templateParams).toEqual([
      'Dr. Ayesha Khan',
      'Tuesday, December 1, 2026',
      '10:00 AM',
      'https://mashwara.pk/patient/appointments/a1/pass',
    ]);
    const ur = messageTexts(data, options('ur'));
    expect(ur.sms).not.toContain('biopsy');
    expect(ur.sms).not.toContain('وجہ');
    expect(ur.sms).toContain('منسوخ');
    expect(ur.sms).toContain('\u2066'); // the clock is a left-to-right isolate
    expect(ur.sms.endsWith(URDU_TEXTS[STOP_SMS]!)).toBe(true);
    expect(ur.sms).toContain('https://mashwara.pk/patient/appointments/a1/pass');
  });

  it('a family member’s cancellation names the member, in its own WhatsApp template', () => {
    const data = notificationData('APPOINTMENT_CANCELLED_BY_DOCTOR', {
      doctorName: 'Dr. Ayesha Khan',
      start: START,
      reason: 'Unwell',
      memberName: 'Ali Malik',
    });
    const en = messageTexts(data, options('en'));
    expect(en.sms).toBe(
      'Mashwara: Dr. Ayesha Khan cancelled the appointment for Ali Malik on Tuesday, December 1, 2026 at 10:00 AM. https://mashwara.pk/patient/appointments/a1/pass\nReply STOP to stop SMS.',
    );
    expect(en.template).toBe('mashwara_appointment_cancelled_by_doctor_for_member');
    expect(en.templateParams).toEqual([
      'Dr. Ayesha Khan',
      'Ali Malik',
      'Tuesday, December 1, 2026',
      '10:00 AM',
      'https://mashwara.pk/patient/appointments/a1/pass',
    ]);
    const ur = messageTexts(data, options('ur'));
    expect(ur.sms).toContain('Ali Malik کی اپوائنٹمنٹ');
    expect(ur.sms).not.toContain('آپ کی');
  });

  it('a new review tells the doctor only that there is one', () => {
    const data = notificationData('REVIEW_RECEIVED', {
      authorName: 'Sana',
      rating: 2,
      reviewTitle: 'Misdiagnosed my diabetes',
    });
    expect(messageTexts(data, options('en')).whatsapp).toBe(
      'Mashwara: New review https://mashwara.pk/patient/appointments/a1/pass',
    );
  });

  it('links each notification to its screen', () => {
    const reminder = notificationData('APPOINTMENT_REMINDER', { doctorName: 'A', start: START });
    const rx = notificationData('PRESCRIPTION_READY', {
      doctorName: 'A',
      patientName: 'B',
      start: START,
    });
    expect(messageLink(reminder, 'patient', 'a1')).toBe('/patient/appointments/a1/pass');
    expect(messageLink(rx, 'patient', 'a1')).toBe('/patient/prescriptions/a1');
    expect(messageLink(reminder, 'doctor', 'a1')).toBe('/doctor/appointments');
    const offer = notificationData('WAITLIST_OFFER', {
      doctorName: 'Dr. Ayesha Khan',
      patientName: 'Sana Malik',
      start: '2030-03-04T05:00:00.000Z',
      end: '2030-03-04T05:30:00.000Z',
      expires: '2030-03-03T10:15:00.000Z',
      doctorId: 'd-1',
      doctorUserId: 'u-1',
    });
    expect(messageLink(offer, 'patient', null)).toBe('/patient/waitlist');
    const ready = notificationData('CALL_READY', { name: 'Ayesha Khan' });
    expect(messageLink(ready, 'patient', 'a1')).toBe('/call/a1');
  });
});
