import { describe, expect, it } from 'vitest';
import { countdown, verificationEstimate } from '#shared/domain/verification-estimate';

// Months are 0-based: January 2025 starts on a Wednesday; the 9th is a Thursday.
const local = (day: number, hour = 10, minute = 30) => new Date(2025, 0, day, hour, minute, 15);
const fivePm = (day: number) => new Date(2025, 0, day, 17, 0, 0, 0);

describe('estimated verification time', () => {
  it('is two business days later at 17:00 for a doctor who registered on a Monday', () => {
    expect(verificationEstimate(local(6))).toEqual(fivePm(8)); // Monday → Wednesday
  });

  it('skips the weekend for a doctor who registered on a Thursday', () => {
    expect(verificationEstimate(local(9))).toEqual(fivePm(13)); // Thursday → Monday
  });

  it('skips the weekend for a doctor who registered on a Friday', () => {
    expect(verificationEstimate(local(10))).toEqual(fivePm(14)); // Friday → Tuesday
  });

  it('counts from Monday for a doctor who registered at the weekend', () => {
    expect(verificationEstimate(local(11))).toEqual(fivePm(14)); // Saturday → Tuesday
    expect(verificationEstimate(local(12))).toEqual(fivePm(14)); // Sunday → Tuesday
  });

  it('is 17:00 even when the registration was late in the evening', () => {
    expect(verificationEstimate(local(7, 23, 59))).toEqual(fivePm(9)); // Tuesday → Thursday
  });

  it('has no estimate for an unreadable creation date', () => {
    expect(verificationEstimate(new Date('not a date'))).toBeNull();
  });
});

describe('verification countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(Date.UTC(2025, 0, 9, 10, 0, 0));
    const target = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdown(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it('moves down by one second each second', () => {
    const now = new Date(Date.UTC(2025, 0, 9, 10, 0, 0));
    const target = new Date(now.getTime() + 60_000);
    expect(countdown(target, now)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdown(target, new Date(now.getTime() + 1000))).toMatchObject({
      minutes: 0,
      seconds: 59,
    });
  });

  it('stops at zero once the estimated time has passed', () => {
    const now = new Date(Date.UTC(2025, 0, 9, 10, 0, 0));
    expect(countdown(new Date(now.getTime() - 5000), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
});
