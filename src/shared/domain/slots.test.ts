import { afterEach, describe, expect, it } from 'vitest';
import {
  checkSlot,
  clinicDayBounds,
  generateSlots,
  lastBookableDate,
  type SlotContext,
  windowDates,
} from '#shared/domain/slots';

const KARACHI = 'Asia/Karachi';
const MONDAY = '2025-01-13';
// Karachi is UTC+5 all year: 09:00 there is 04:00Z.
const at = (iso: string) => new Date(iso);
const monday9to11 = [{ weekday: 1, startMinute: 9 * 60, endMinute: 11 * 60 }];

function ctx(overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    weekly: monday9to11,
    zone: KARACHI,
    now: at('2025-01-10T07:00:00Z'),
    busy: [],
    maxPerDay: 10,
    bookedThatDay: 0,
    ...overrides,
  };
}
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

describe('slot generation (ADR 007)', () => {
  it('gives 30-minute slots inside the weekday availability, in clinic time, as UTC instants', () => {
    const slots = generateSlots(ctx(), MONDAY);
    expect(starts(slots)).toEqual([
      '2025-01-13T04:00:00.000Z',
      '2025-01-13T04:30:00.000Z',
      '2025-01-13T05:00:00.000Z',
      '2025-01-13T05:30:00.000Z',
    ]);
    expect(slots[3].end.toISOString()).toBe('2025-01-13T06:00:00.000Z');
  });

  it('gives nothing on a day off', () => {
    expect(generateSlots(ctx(), '2025-01-12')).toEqual([]);
    expect(generateSlots(ctx(), '2025-01-14')).toEqual([]);
  });

  it('drops an availability tail shorter than a slot', () => {
    const weekly = [{ weekday: 1, startMinute: 9 * 60, endMinute: 10 * 60 + 20 }];
    expect(starts(generateSlots(ctx({ weekly }), MONDAY))).toEqual([
      '2025-01-13T04:00:00.000Z',
      '2025-01-13T04:30:00.000Z',
    ]);
  });

  it('removes every slot an appointment overlaps, even partly, and keeps slots that only touch it', () => {
    const busy = [
      { start: at('2025-01-13T04:15:00Z'), end: at('2025-01-13T04:45:00Z') },
      { start: at('2025-01-13T05:59:00Z'), end: at('2025-01-13T06:30:00Z') },
    ];
    expect(starts(generateSlots(ctx({ busy }), MONDAY))).toEqual(['2025-01-13T05:00:00.000Z']);
    const touching = [{ start: at('2025-01-13T03:30:00Z'), end: at('2025-01-13T04:00:00Z') }];
    expect(generateSlots(ctx({ busy: touching }), MONDAY)).toHaveLength(4);
  });

  it("leaves out today's slots that have started or passed", () => {
    // 09:40 in Karachi: 09:00 and 09:30 are gone; 10:00 is offered.
    const now = at('2025-01-13T04:40:00Z');
    expect(starts(generateSlots(ctx({ now }), MONDAY))).toEqual([
      '2025-01-13T05:00:00.000Z',
      '2025-01-13T05:30:00.000Z',
    ]);
    // A slot starting exactly now is not offered.
    expect(generateSlots(ctx({ now: at('2025-01-13T05:30:00Z') }), MONDAY)).toEqual([]);
  });

  it('offers dates up to 3 months ahead by the clinic calendar, and none after', () => {
    const now = at('2025-01-15T07:00:00Z');
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startMinute: 540,
      endMinute: 600,
    }));
    expect(lastBookableDate(now, KARACHI)).toBe('2025-04-15');
    expect(generateSlots(ctx({ now, weekly }), '2025-04-15')).toHaveLength(2);
    expect(generateSlots(ctx({ now, weekly }), '2025-04-16')).toEqual([]);
    // Month ends clamp: 30 November plus 3 months is 28 February.
    expect(lastBookableDate(at('2025-11-30T07:00:00Z'), KARACHI)).toBe('2026-02-28');
    // 20:30Z on 14 January is already 15 January in Karachi.
    expect(lastBookableDate(at('2025-01-14T20:30:00Z'), KARACHI)).toBe('2025-04-15');
  });

  it('gives nothing once the day holds maxAppointmentsPerDay appointments', () => {
    expect(generateSlots(ctx({ maxPerDay: 3, bookedThatDay: 3 }), MONDAY)).toEqual([]);
    expect(generateSlots(ctx({ maxPerDay: 3, bookedThatDay: 2 }), MONDAY)).toHaveLength(4);
  });

  it('refuses a malformed or impossible date with an empty list', () => {
    expect(generateSlots(ctx(), '2025-02-30')).toEqual([]);
    expect(generateSlots(ctx(), '13/01/2025')).toEqual([]);
  });
});

describe('clinic time versus the zone of the process', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('gives the same Karachi slots whatever zone the process runs in', () => {
    process.env.TZ = 'UTC';
    const inUtc = starts(generateSlots(ctx(), MONDAY));
    process.env.TZ = 'America/Los_Angeles';
    const inLosAngeles = starts(generateSlots(ctx(), MONDAY));
    process.env.TZ = 'Pacific/Kiritimati';
    const inKiritimati = starts(generateSlots(ctx(), MONDAY));
    expect(inLosAngeles).toEqual(inUtc);
    expect(inKiritimati).toEqual(inUtc);
    expect(inUtc[0]).toBe('2025-01-13T04:00:00.000Z');
  });

  it('follows a clinic zone with daylight saving, and never gives a slot twice', () => {
    const weekly = [{ weekday: 0, startMinute: 0, endMinute: 4 * 60 }];
    const nyc = ctx({ zone: 'America/New_York', weekly, now: at('2025-03-01T00:00:00Z') });
    // 9 March 2025: New York clocks go from 02:00 EST to 03:00 EDT.
    const slots = starts(generateSlots(nyc, '2025-03-09'));
    expect(slots[0]).toBe('2025-03-09T05:00:00.000Z');
    expect(new Set(slots).size).toBe(slots.length);
    const day = clinicDayBounds('2025-03-09', 'America/New_York');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3600_000);
    // In January the same wall clock is UTC-5.
    expect(starts(generateSlots(nyc, '2025-03-02'))[0]).toBe('2025-03-02T05:00:00.000Z');
  });
});

describe('checking a requested slot', () => {
  const slot = (startIso: string, minutes = 30) => {
    const start = at(startIso);
    return [start, new Date(start.getTime() + minutes * 60_000)] as const;
  };

  it('accepts exactly a slot the availability call offers', () => {
    expect(checkSlot(ctx(), ...slot('2025-01-13T04:30:00Z'))).toBeNull();
  });

  it('names the first rule a refused slot breaks', () => {
    expect(
      checkSlot(ctx({ now: at('2025-01-13T05:00:00Z') }), ...slot('2025-01-13T04:30:00Z')),
    ).toBe('past');
    expect(checkSlot(ctx(), ...slot('2025-06-02T04:00:00Z'))).toBe('too-far');
    expect(checkSlot(ctx(), ...slot('2025-01-14T04:00:00Z'))).toBe('day-off');
    expect(checkSlot(ctx(), ...slot('2025-01-13T04:10:00Z'))).toBe('outside');
    expect(checkSlot(ctx(), ...slot('2025-01-13T04:00:00Z', 60))).toBe('outside');
    expect(checkSlot(ctx(), ...slot('2025-01-13T06:00:00Z'))).toBe('outside');
    const busy = [{ start: at('2025-01-13T04:00:00Z'), end: at('2025-01-13T05:00:00Z') }];
    expect(checkSlot(ctx({ busy }), ...slot('2025-01-13T04:30:00Z'))).toBe('taken');
    expect(checkSlot(ctx({ bookedThatDay: 10 }), ...slot('2025-01-13T04:30:00Z'))).toBe('full');
  });
});

describe('the search filter windows', () => {
  // Wednesday 15 January 2025, 12:00 in Karachi.
  const now = at('2025-01-15T07:00:00Z');
  it('today is the clinic date', () => {
    expect(windowDates('today', now, KARACHI)).toEqual(['2025-01-15']);
    expect(windowDates('today', at('2025-01-14T20:30:00Z'), KARACHI)).toEqual(['2025-01-15']);
  });
  it('this week runs to Saturday and next week is the following Sunday to Saturday', () => {
    expect(windowDates('week', now, KARACHI)).toEqual([
      '2025-01-15',
      '2025-01-16',
      '2025-01-17',
      '2025-01-18',
    ]);
    const next = windowDates('nextweek', now, KARACHI);
    expect(next[0]).toBe('2025-01-19');
    expect(next).toHaveLength(7);
    expect(next[6]).toBe('2025-01-25');
  });
});
