import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, strengthLabel } from '#shared/domain/password-strength';

describe('password strength meter', () => {
  it('gives one point for each rule the password meets', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1); // lowercase
    expect(passwordScore('abcdefgh')).toBe(2); // length 8, lowercase
    expect(passwordScore('abcdefghijkl')).toBe(3); // length 8, length 12, lowercase
    expect(passwordScore('ABC')).toBe(1); // uppercase
    expect(passwordScore('123')).toBe(1); // digit
    expect(passwordScore('!@#')).toBe(1); // special
    expect(passwordScore('Aa1!')).toBe(4); // every class, too short
    expect(passwordScore('Aa1!aaaa')).toBe(5); // every class, length 8
    expect(passwordScore('Aa1!aaaaaaaa')).toBe(6); // every class, length 12
  });

  it('counts a space or an accented letter as a special character', () => {
    expect(passwordScore(' ')).toBe(1);
    expect(passwordScore('é')).toBe(1);
  });

  it('calls under 3 points Weak, 3 to 4 Moderate, 5 Strong and 6 Very Strong', () => {
    expect([0, 1, 2].map(strengthLabel)).toEqual(['Weak', 'Weak', 'Weak']);
    expect([3, 4].map(strengthLabel)).toEqual(['Moderate', 'Moderate']);
    expect(strengthLabel(5)).toBe('Strong');
    expect(strengthLabel(6)).toBe('Very Strong');
  });

  it('rates real passwords by those bands', () => {
    expect(passwordStrength('password')).toEqual({ score: 2, label: 'Weak' });
    expect(passwordStrength('Password')).toEqual({ score: 3, label: 'Moderate' });
    expect(passwordStrength('Password1')).toEqual({ score: 4, label: 'Moderate' });
    expect(passwordStrength('Password1!')).toEqual({ score: 5, label: 'Strong' });
    expect(passwordStrength('Password1!xyz')).toEqual({ score: 6, label: 'Very Strong' });
  });
});
