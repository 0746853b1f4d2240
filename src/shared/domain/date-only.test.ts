import { describe, expect, it } from 'vitest';
import { ageOn, shiftDate } from '#shared/domain/date-only';

describe('a patient’s age on a clinic date', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('is unknown for a missing, invalid or future date of birth', () => {
    expect(ageOn('', '2026-01-01')).toBeNull();
    expect(ageOn(null, '2026-01-01')).toBeNull();
    expect(ageOn('1990-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('2030-01-01', '2026-01-01')).toBeNull();
  });
});

describe('moving a calendar date by whole days', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(shiftDate('2026-11-23', 14)).toBe('2026-12-07');
    expect(shiftDate('2026-11-23', -30)).toBe('2026-10-24');
    expect(shiftDate('2026-12-25', 10)).toBe('2027-01-04');
    expect(shiftDate('2028-03-01', -1)).toBe('2028-02-29');
  });
});
