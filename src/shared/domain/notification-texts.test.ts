import { describe, expect, it } from 'vitest';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import {
  englishFormat,
  fillTemplate,
  NOTIFICATION_TEXTS,
  type NotificationData,
  notificationData,
  notificationText,
  readNotificationData,
} from '#shared/domain/notification-texts';

const ZONE = 'Asia/Karachi';
const START = '2026-03-10T04:30:00.000Z'; // 9:30 AM in Karachi
const LATER = '2026-03-12T11:00:00.000Z'; // 4:00 PM in Karachi
const english = englishFormat(ZONE);

// The texts as the server interpolated them before kinds and params were kept.
const zone = { timeZone: ZONE };
const when = (at: string) => `${formatClinicDate(at, zone)} at ${formatClinicTime(at, zone)}`;

describe('notification templates', () => {
  it('fill every placeholder they name and leave an unknown one as written', () => {
    expect(fillTemplate('{a} and {b}, {a}', { a: 'x', b: 'y' })).toBe('x and y, x');
    expect(fillTemplate('Hello {who}', {})).toBe('Hello {who}');
  });

  it('read as the server wrote them before, for the same inputs', () => {
    const before: [NotificationData, string, string][] = [
      [
        notificationData('APPOINTMENT_BOOKED', {
          patientName: 'Sana Malik',
          appointmentType: 'follow-up',
          start: START,
        }),
        'New appointment',
        `Sana Malik booked a follow-up on ${when(START)}.`,
      ],
      [
        notificationData('APPOINTMENT_CANCELLED', {
          patientName: 'Sana Malik',
          start: START,
          reason: 'Feeling better',
        }),
        'Appointment cancelled',
        `Sana Malik cancelled the appointment on ${when(START)}. Reason: Feeling better`,
      ],
      [
        notificationData('APPOINTMENT_RESCHEDULED', {
          patientName: 'Sana Malik',
          from: START,
          to: LATER,
        }),
        'Appointment rescheduled',
        `Sana Malik moved the appointment on ${when(START)} to ${when(LATER)}.`,
      ],
      [
        notificationData('APPOINTMENT_REMINDER', { doctorName: 'Ayesha Khan', start: START }),
        'Appointment reminder',
        `Reminder: your appointment with Ayesha Khan is on ${formatClinicDate(START, zone)} at ${formatClinicTime(START, zone)}.`,
      ],
      [
        notificationData('REVIEW_RECEIVED', {
          authorName: 'Anonymous',
          rating: 4,
          reviewTitle: 'Kind and careful',
        }),
        'New review',
        'Anonymous rated you 4 out of 5: “Kind and careful”',
      ],
      [
        notificationData('PAYMENT_RECEIVED', { amount: 2500, doctorName: 'Ayesha Khan' }),
        'Payment received',
        `We received ${formatPKR(2500)} for your appointment with Ayesha Khan.`,
      ],
    ];
    for (const [data, title, message] of before) {
      expect(notificationText(data, english)).toEqual({ type: data.kind, title, message });
    }
    // Spelled out once, so a change in the shared formatters shows here too.
    expect(notificationText(before[0]![0], english).message).toBe(
      'Sana Malik booked a follow-up on Tuesday, March 10, 2026 at 9:30 AM.',
    );
    expect(notificationText(before[5]![0], english).message).toContain('Rs 2,500');
  });

  it('give the doctor-side kinds their texts and the type clients already know', () => {
    const params = { doctorName: 'Ayesha Khan', start: START };
    expect(notificationText(notificationData('APPOINTMENT_CONFIRMED', params), english)).toEqual({
      type: 'APPOINTMENT_CONFIRMED',
      title: 'Appointment confirmed',
      message: 'Ayesha Khan confirmed your appointment on Tuesday, March 10, 2026 at 9:30 AM.',
    });
    const withReason = { ...params, reason: 'Clinic closed' };
    expect(notificationText(notificationData('APPOINTMENT_REJECTED', withReason), english)).toEqual(
      {
        type: 'APPOINTMENT_CANCELLED',
        title: 'Appointment request declined',
        message:
          'Ayesha Khan declined your appointment request for Tuesday, March 10, 2026 at 9:30 AM. Reason: Clinic closed',
      },
    );
    expect(
      notificationText(notificationData('APPOINTMENT_CANCELLED_BY_DOCTOR', withReason), english),
    ).toEqual({
      type: 'APPOINTMENT_CANCELLED',
      title: 'Appointment cancelled',
      message:
        'Ayesha Khan cancelled your appointment on Tuesday, March 10, 2026 at 9:30 AM. Reason: Clinic closed',
    });
  });

  it('times are shown on the clinic clock of the zone given', () => {
    const data = notificationData('APPOINTMENT_REMINDER', { doctorName: 'A B', start: START });
    expect(notificationText(data, englishFormat('UTC')).message).toContain('at 4:30 AM');
  });

  it('use only placeholders their params provide', () => {
    for (const [kind, entry] of Object.entries(NOTIFICATION_TEXTS)) {
      const provided = Object.entries(entry.params as Record<string, string>).flatMap(
        ([name, k]) => (k === 'instant' ? [`${name}Date`, `${name}Time`] : [name]),
      );
      const used = [...`${entry.title} ${entry.message}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        used.filter((u) => !provided.includes(u!)),
        kind,
      ).toEqual([]);
    }
  });
});

describe('reading stored data', () => {
  it('accepts a known kind with every param of the right sort', () => {
    const data = { kind: 'PAYMENT_RECEIVED', params: { amount: 1500, doctorName: 'A B' } };
    expect(readNotificationData(data)).toEqual(data);
  });

  it('refuses what it cannot fill: nothing, an unknown kind, a missing or mistyped param', () => {
    expect(readNotificationData(null)).toBeNull();
    expect(readNotificationData(undefined)).toBeNull();
    expect(readNotificationData({ kind: 'SOMETHING_NEW', params: {} })).toBeNull();
    expect(readNotificationData({ kind: 'toString', params: {} })).toBeNull();
    expect(
      readNotificationData({ kind: 'PAYMENT_RECEIVED', params: { doctorName: 'A B' } }),
    ).toBeNull();
    expect(
      readNotificationData({
        kind: 'PAYMENT_RECEIVED',
        params: { amount: 'Rs 1,500', doctorName: 'A B' },
      }),
    ).toBeNull();
    expect(
      readNotificationData({
        kind: 'APPOINTMENT_REMINDER',
        params: { doctorName: 'A B', start: 'tomorrow' },
      }),
    ).toBeNull();
  });
});

describe('a family member’s appointment (ADR 095)', () => {
  const params = { doctorName: 'Dr. Ayesha Khan', start: START };

  it('names the member where the holder’s own says “your appointment”', () => {
    const own = notificationText(notificationData('APPOINTMENT_CONFIRMED', params), english);
    expect(own.message).toBe(`Dr. Ayesha Khan confirmed your appointment on ${when(START)}.`);
    const member = notificationData('APPOINTMENT_CONFIRMED', { ...params, memberName: 'Ali' });
    expect(notificationText(member, english).message).toBe(
      `Dr. Ayesha Khan confirmed the appointment for Ali on ${when(START)}.`,
    );
    // Stored and read back, the member's name still words it.
    expect(notificationText(readNotificationData(member)!, english).message).toContain('for Ali');
  });

  it('every appointment change that says “your appointment” has a wording that names the member', () => {
    // Payments and refunds are about the account holder's money, and say so.
    const yours = Object.entries(NOTIFICATION_TEXTS).filter(
      ([kind, e]) => kind.startsWith('APPOINTMENT_') && /your appointment/i.test(e.message),
    );
    expect(yours.length).toBeGreaterThan(5);
    for (const [kind, e] of yours) {
      const worded = 'forMember' in e ? e.forMember : '';
      expect(worded, kind).toContain('{memberName}');
      expect(worded, kind).not.toMatch(/your appointment/i);
    }
  });
});
