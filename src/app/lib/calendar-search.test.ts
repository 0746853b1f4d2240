import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppointmentsSearchSchema } from '#app/features/appointments/search';
import { CalendarSearchSchema } from '#app/lib/calendar-search';

describe('the address of a list', () => {
  it('?tab= accepts the four tabs and falls back to Upcoming for anything else', () => {
    expect(v.parse(AppointmentsSearchSchema, { tab: 'cancelled' })).toEqual({ tab: 'cancelled' });
    expect(v.parse(AppointmentsSearchSchema, { tab: 'nonsense' })).toEqual({ tab: 'upcoming' });
    expect(v.parse(AppointmentsSearchSchema, {})).toEqual({});
  });

  it('?page= is a page from 1; anything else is the first page', () => {
    expect(v.parse(CalendarSearchSchema, { page: 3 })).toEqual({ page: 3 });
    expect(v.parse(CalendarSearchSchema, { page: 0 })).toEqual({});
    expect(v.parse(CalendarSearchSchema, { page: 'two' })).toEqual({});
  });
});
