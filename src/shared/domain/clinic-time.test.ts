import { describe, expect, it } from 'vitest';
import {
  clinicDateOf,
  clinicToday,
  DATE_NOT_AVAILABLE,
  formatClinicDate,
  formatClinicTime,
  INVALID_DATE,
  INVALID_TIME,
  isDateOnly,
  LTR_ISOLATE,
  POP_ISOLATE,
  TIME_NOT_AVAILABLE,
  zoneDiffers,
} from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';

// 04:00 UTC is 09:00 in Karachi (UTC+5, no daylight saving).
const NINE_AM_KARACHI = '2025-03-10T04:00:00.000Z';
// 20:30 UTC on the 10th is already 01:30 on the 11th in Karachi.
const AFTER_MIDNIGHT_KARACHI = '2025-03-10T20:30:00.000Z';

describe('clinic dates', () => {
  it('shows an instant on the clinic calendar, not the device one', () => {
    expect(formatClinicDate(NINE_AM_KARACHI)).toBe('Monday, March 10, 2025');
    expect(formatClinicDate(AFTER_MIDNIGHT_KARACHI)).toBe('Tuesday, March 11, 2025');
  });

  it('uses another clinic zone when the setting names one', () => {
    expect(formatClinicDate(AFTER_MIDNIGHT_KARACHI, { timeZone: 'America/New_York' })).toBe(
      'Monday, March 10, 2025',
    );
  });

  it('shows a calendar date as it is, whatever the zone', () => {
    expect(formatClinicDate('2025-03-11', { timeZone: 'America/Los_Angeles' })).toBe(
      'Tuesday, March 11, 2025',
    );
    expect(formatClinicDate('2025-03-11', { pattern: 'MMM d, yyyy' })).toBe('Mar 11, 2025');
  });

  it('says the date is not available when there is none', () => {
    expect(formatClinicDate(undefined)).toBe(DATE_NOT_AVAILABLE);
    expect(formatClinicDate(null)).toBe(DATE_NOT_AVAILABLE);
    expect(formatClinicDate('  ')).toBe(DATE_NOT_AVAILABLE);
    expect(DATE_NOT_AVAILABLE).toBe('Date not available');
  });

  it('says the date is invalid when it cannot be read', () => {
    expect(formatClinicDate('not a date')).toBe(INVALID_DATE);
    expect(formatClinicDate('2025-02-30')).toBe(INVALID_DATE);
    expect(formatClinicDate(Number.NaN)).toBe(INVALID_DATE);
    expect(formatClinicDate(NINE_AM_KARACHI, { timeZone: 'Mars/Olympus' })).toBe(INVALID_DATE);
    expect(INVALID_DATE).toBe('Invalid date');
  });

  it('knows which calendar dates exist', () => {
    expect(isDateOnly('2024-02-29')).toBe(true);
    expect(isDateOnly('2025-02-29')).toBe(false);
    expect(isDateOnly('2025-3-1')).toBe(false);
  });

  it('gives the clinic date of an instant and today in the clinic', () => {
    expect(clinicDateOf(AFTER_MIDNIGHT_KARACHI)).toBe('2025-03-11');
    expect(clinicDateOf('nonsense')).toBeNull();
    expect(clinicToday(new Date(AFTER_MIDNIGHT_KARACHI))).toBe('2025-03-11');
    expect(clinicToday(new Date(AFTER_MIDNIGHT_KARACHI), 'UTC')).toBe('2025-03-10');
  });
});

describe('clinic times', () => {
  it('shows an instant in 12-hour clinic time', () => {
    expect(formatClinicTime(NINE_AM_KARACHI)).toBe('9:00 AM');
    expect(formatClinicTime(AFTER_MIDNIGHT_KARACHI)).toBe('1:30 AM');
    expect(formatClinicTime('2025-03-10T09:30:00Z')).toBe('2:30 PM');
    expect(formatClinicTime(new Date(NINE_AM_KARACHI), { timeZone: 'UTC' })).toBe('4:00 AM');
  });

  it('reformats a time of day without shifting it', () => {
    expect(formatClinicTime('09:00')).toBe('9:00 AM');
    expect(formatClinicTime('14:30', { timeZone: 'America/New_York' })).toBe('2:30 PM');
    expect(formatClinicTime('00:00')).toBe('12:00 AM');
  });

  it('says the time is not available or invalid', () => {
    expect(formatClinicTime(undefined)).toBe(TIME_NOT_AVAILABLE);
    expect(formatClinicTime('')).toBe(TIME_NOT_AVAILABLE);
    expect(formatClinicTime('25:00')).toBe(INVALID_TIME);
    expect(formatClinicTime('soon')).toBe(INVALID_TIME);
    expect([TIME_NOT_AVAILABLE, INVALID_TIME]).toEqual(['Time not available', 'Invalid time']);
  });
});

describe('labelling the clinic zone', () => {
  it('labels times only when the device shows another wall clock', () => {
    const at = new Date(NINE_AM_KARACHI);
    expect(zoneDiffers('Asia/Karachi', 'Asia/Karachi', at)).toBe(false);
    expect(zoneDiffers('Asia/Karachi', 'Etc/GMT-5', at)).toBe(false);
    expect(zoneDiffers('Asia/Karachi', 'Europe/London', at)).toBe(true);
  });
});

describe('dates, times and money in Urdu', () => {
  it('names the day and month in Urdu and keeps clinic time', () => {
    const text = formatClinicDate('2026-03-09T19:30:00.000Z', { locale: 'ur' });
    // 19:30 UTC is 00:30 on 10 March in Karachi, a Tuesday (منگل), in March (مارچ).
    expect(text).toContain('منگل');
    expect(text).toContain('مارچ');
    expect(text).toContain('10');
  });

  it('shows a calendar date as it is, never shifted by a zone', () => {
    expect(
      formatClinicDate('2026-03-10', { locale: 'ur', timeZone: 'America/New_York' }),
    ).toContain('10');
  });

  it('formats an instant and a wall-clock time in Urdu without moving the hour', () => {
    expect(formatClinicTime('2026-03-10T04:00:00.000Z', { locale: 'ur' })).toMatch(/9:00/);
    expect(formatClinicTime('14:30', { locale: 'ur' })).toMatch(/2:30/);
  });

  it('keeps a time whole inside right-to-left text (9:00 AM never reads as AM 9:00)', () => {
    const isolated = (s: string) => `${LTR_ISOLATE}${s}${POP_ISOLATE}`;
    expect(formatClinicTime('09:00', { locale: 'ur' })).toBe(isolated('9:00 AM'));
    const dateTime = formatClinicDate('2026-03-10T04:00:00.000Z', {
      locale: 'ur',
      pattern: 'MMM d, yyyy, h:mm a',
    });
    // Only the clock is isolated: the Urdu month stays in the right-to-left flow.
    expect(dateTime).toContain(isolated('9:00 AM'));
    expect(dateTime.startsWith(LTR_ISOLATE)).toBe(false);
    expect(formatClinicDate('2026-03-10', { locale: 'ur' })).not.toContain(LTR_ISOLATE);
    expect(formatClinicTime('09:00', { locale: 'en' })).toBe('9:00 AM');
  });

  it('English stays exactly as before', () => {
    expect(formatClinicTime('14:30', { locale: 'en' })).toBe('2:30 PM');
    expect(formatPKR(1500, 'en')).toBe('Rs 1,500');
  });

  it('formats PKR in Urdu as whole rupees', () => {
    expect(formatPKR(1500.4, 'ur')).toMatch(/1,500/);
    expect(formatPKR(1500.4, 'ur')).not.toMatch(/\./);
  });
});
