import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WAITLIST_MSG, WaitlistJoinSchema } from '../schemas/waitlist';
import { covers, nextInLine, rangeProblem } from './waitlist';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
const entry = (id: string, from: string, to: string, minute: number) => ({
  id,
  from,
  to,
  createdAt: at(minute),
});

describe('waitlist order and cover', () => {
  it('a range covers its first and last date and nothing outside', () => {
    const e = { from: '2026-12-01', to: '2026-12-05' };
    expect(covers(e, '2026-12-01')).toBe(true);
    expect(covers(e, '2026-12-05')).toBe(true);
    expect(covers(e, '2026-11-30')).toBe(false);
    expect(covers(e, '2026-12-06')).toBe(false);
  });

  it('offers the slot to the person who joined first among those whose range covers it', () => {
    const entries = [
      entry('c', '2026-12-01', '2026-12-10', 30),
      entry('a', '2026-12-06', '2026-12-10', 10),
      entry('b', '2026-12-01', '2026-12-10', 20),
    ];
    expect(nextInLine(entries, '2026-12-07')?.id).toBe('a');
    // a's range starts later: b, who joined next, is first for the 3rd.
    expect(nextInLine(entries, '2026-12-03')?.id).toBe('b');
    expect(nextInLine(entries, '2026-12-11')).toBeUndefined();
  });

  it('passes over entries already offered the slot, to the next in line', () => {
    const entries = [
      entry('a', '2026-12-01', '2026-12-10', 1),
      entry('b', '2026-12-01', '2026-12-10', 2),
    ];
    expect(nextInLine(entries, '2026-12-02', new Set(['a']))?.id).toBe('b');
    expect(nextInLine(entries, '2026-12-02', new Set(['a', 'b']))).toBeUndefined();
  });

  it('entries joined at the same instant keep one order everywhere (by id)', () => {
    const entries = [
      entry('y', '2026-12-01', '2026-12-10', 5),
      entry('x', '2026-12-01', '2026-12-10', 5),
    ];
    expect(nextInLine(entries, '2026-12-02')?.id).toBe('x');
  });
});

describe('waitlist dates', () => {
  const parse = (input: object) => v.safeParse(WaitlistJoinSchema, input);
  const doctorId = '6a1c5d0e-8f41-4c0b-9a55-0d6c1f0b2e11';

  it('accept a range of up to 60 days and refuse a reversed or longer one', () => {
    expect(parse({ doctorId, from: '2026-12-01', to: '2027-01-29' }).success).toBe(true);
    const reversed = parse({ doctorId, from: '2026-12-05', to: '2026-12-01' });
    expect(reversed.issues?.[0].message).toBe(WAITLIST_MSG.order);
    const long = parse({ doctorId, from: '2026-12-01', to: '2027-01-30' });
    expect(long.issues?.[0].message).toBe(WAITLIST_MSG.tooLong);
    expect(parse({ doctorId, from: '2026-02-30', to: '2026-03-01' }).issues?.[0].message).toBe(
      WAITLIST_MSG.dateFormat,
    );
  });

  it('refuse a range that starts before today or ends after the booking horizon', () => {
    expect(
      rangeProblem({ from: '2026-11-30', to: '2026-12-02' }, '2026-12-01', '2027-03-01'),
    ).toEqual({
      path: 'from',
      message: WAITLIST_MSG.past,
    });
    expect(
      rangeProblem({ from: '2026-12-01', to: '2027-03-02' }, '2026-12-01', '2027-03-01')?.path,
    ).toBe('to');
    expect(
      rangeProblem({ from: '2026-12-01', to: '2027-03-01' }, '2026-12-01', '2027-03-01'),
    ).toBeNull();
  });
});
