import { describe, expect, it } from 'vitest';
import { rangesOverlap, toIntervals, withinHours } from '#shared/domain/availability';

const ZONE = 'Asia/Karachi';
const slot = (startTime: string, endTime: string) => ({ startTime, endTime });
const off = { isAvailable: false, slots: [] };

describe('weekly availability', () => {
  it('finds overlapping ranges on one day, but not ranges that only touch', () => {
    expect(rangesOverlap([slot('09:00', '11:00'), slot('10:30', '12:00')])).toBe(true);
    expect(rangesOverlap([slot('14:00', '15:00'), slot('09:00', '14:00')])).toBe(false);
    expect(rangesOverlap([slot('09:00', '24:00'), slot('00:00', '09:00')])).toBe(false);
  });

  it('turns the weekly shape into rows in clinic minutes; a day off or an unchecked day has none', () => {
    const week = [
      off,
      { isAvailable: true, slots: [slot('09:00', '13:00'), slot('14:00', '24:00')] },
      { isAvailable: false, slots: [slot('09:00', '10:00')] },
      off,
      off,
      off,
      off,
    ];
    expect(toIntervals(week)).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 780 },
      { weekday: 1, startMinute: 840, endMinute: 1440 },
    ]);
  });
});

describe('a booking inside the hours', () => {
  // Monday 2026-11-23, 10:00–10:30 in Karachi is 05:00–05:30 UTC.
  const booking = {
    start: new Date('2026-11-23T05:00:00Z'),
    end: new Date('2026-11-23T05:30:00Z'),
  };
  const monday = (startMinute: number, endMinute: number) => [
    { weekday: 1, startMinute, endMinute },
  ];

  it('is inside when one interval of its clinic weekday holds it whole', () => {
    expect(withinHours(booking, monday(540, 660), [], ZONE)).toBe(true);
    expect(withinHours(booking, monday(600, 630), [], ZONE)).toBe(true);
  });

  it('is outside when the hours miss part of it, the weekday differs, or the date is time off', () => {
    expect(withinHours(booking, monday(615, 700), [], ZONE)).toBe(false);
    expect(withinHours(booking, [{ weekday: 0, startMinute: 0, endMinute: 1440 }], [], ZONE)).toBe(
      false,
    );
    const leave = [{ startDate: '2026-11-22', endDate: '2026-11-23' }];
    expect(withinHours(booking, monday(0, 1440), leave, ZONE)).toBe(false);
  });
});
