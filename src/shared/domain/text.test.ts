import { describe, expect, it } from 'vitest';
import { hasInvisible, isSafeText, stripInvisible } from '#shared/domain/text';

describe('text that may be stored', () => {
  it('accepts letters of any script, emoji and punctuation', () => {
    expect(isSafeText('Dr. Ayesha Khan — عائشہ خان 👩‍⚕️')).toBe(true);
  });

  it('refuses NUL and other control characters in a single line', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007',
      'tab\there',
      'line\nbreak',
      'cr\r',
      '\u007f',
      '\u0085',
    ])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('allows line breaks and tabs only where several lines are expected', () => {
    expect(isSafeText('first line\r\nsecond\tline', true)).toBe(true);
    expect(isSafeText('still no NUL\u0000', true)).toBe(false);
    expect(isSafeText('nor a bell\u0007', true)).toBe(false);
  });

  it('refuses a lone surrogate but keeps a surrogate pair', () => {
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00y')).toBe(false);
    expect(isSafeText('\ud800x')).toBe(false);
    expect(isSafeText('😀')).toBe(true);
  });

  it('strips bidirectional overrides and zero-width characters', () => {
    const spoofed = 'Ali\u202Ereversed\u202C\u200B\u2066Khan\u2069\uFEFF';
    expect(hasInvisible(spoofed)).toBe(true);
    expect(stripInvisible(spoofed)).toBe('AlireversedKhan');
    expect(hasInvisible('Ali Khan')).toBe(false);
  });
});
