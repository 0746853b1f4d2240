import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('the language a request asks for', () => {
  it('is the first of English and Urdu the header prefers', () => {
    expect(requestLanguage('ur')).toBe('ur');
    expect(requestLanguage('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(requestLanguage('en-US,en;q=0.9,ur;q=0.8')).toBe('en');
    expect(requestLanguage('fr-FR, ur;q=0.5, en;q=0.7')).toBe('en');
    expect(requestLanguage('de, ur;q=0.4')).toBe('ur');
  });

  it('is none when the header names neither, or refuses them', () => {
    expect(requestLanguage(undefined)).toBeNull();
    expect(requestLanguage('')).toBeNull();
    expect(requestLanguage('fr, de;q=0.5')).toBeNull();
    expect(requestLanguage('*')).toBeNull();
    expect(requestLanguage('ur;q=0')).toBeNull();
  });
});
