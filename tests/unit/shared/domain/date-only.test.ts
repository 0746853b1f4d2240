import { describe, expect, it } from 'vitest';
import { ageOn } from '#shared/domain/date-only';

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
