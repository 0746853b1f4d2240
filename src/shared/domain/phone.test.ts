import { describe, expect, it } from 'vitest';
import { isStoredE164, telHref } from './phone';

describe('stored phone numbers', () => {
  it('a number saved since phones are checked is in E.164', () => {
    expect(isStoredE164('+923001234567')).toBe(true);
    expect(isStoredE164('+442079460958')).toBe(true);
  });

  it('a number kept from before, which could not be read, is not', () => {
    expect(isStoredE164('0300-CALL-NOW')).toBe(false);
    expect(isStoredE164('+92 300 1234567')).toBe(false);
    expect(isStoredE164('+0300')).toBe(false);
  });

  it('a tel: link keeps only the digits and the plus', () => {
    expect(telHref('+92 (300) 123-4567')).toBe('tel:+923001234567');
  });
});
