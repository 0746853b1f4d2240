import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppointmentsSearchSchema, inTab, tabOf } from '#app/features/appointments/tabs';

const NOW = Date.parse('2030-03-10T08:00:00.000Z');
const at = (iso: string, status: string, minutes = 30) => ({
  status,
  startTime: iso,
  endTime: new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
  id: `${status}-${iso}`,
});

describe('which tab an appointment is listed under', () => {
  it('a scheduled visit that has not ended yet is upcoming, even while it is under way', () => {
    expect(tabOf(at('2030-03-11T05:00:00.000Z', 'scheduled'), NOW)).toBe('upcoming');
    expect(tabOf(at('2030-03-10T07:45:00.000Z', 'scheduled'), NOW)).toBe('upcoming');
  });

  it('a scheduled visit whose end has passed is listed with past visits, not as upcoming', () => {
    expect(tabOf(at('2030-03-10T07:00:00.000Z', 'scheduled'), NOW)).toBe('completed');
  });

  it('pending, completed, no-show and cancelled go to their own tabs', () => {
    expect(tabOf(at('2030-03-12T05:00:00.000Z', 'pending'), NOW)).toBe('pending');
    expect(tabOf(at('2030-03-01T05:00:00.000Z', 'completed'), NOW)).toBe('completed');
    expect(tabOf(at('2030-03-01T05:00:00.000Z', 'no-show'), NOW)).toBe('completed');
    expect(tabOf(at('2030-03-12T05:00:00.000Z', 'cancelled'), NOW)).toBe('cancelled');
    expect(tabOf(at('2030-03-12T05:00:00.000Z', 'confirmed'), NOW)).toBeNull();
  });

  it('upcoming is soonest first; past tabs are most recent first', () => {
    const list = [
      at('2030-03-15T05:00:00.000Z', 'scheduled'),
      at('2030-03-11T05:00:00.000Z', 'scheduled'),
      at('2030-02-01T05:00:00.000Z', 'completed'),
      at('2030-03-05T05:00:00.000Z', 'completed'),
    ];
    expect(inTab(list, 'upcoming', NOW).map((a) => a.startTime)).toEqual([
      '2030-03-11T05:00:00.000Z',
      '2030-03-15T05:00:00.000Z',
    ]);
    expect(inTab(list, 'completed', NOW).map((a) => a.startTime)).toEqual([
      '2030-03-05T05:00:00.000Z',
      '2030-02-01T05:00:00.000Z',
    ]);
  });

  it('an unreadable time does not break the list', () => {
    const odd = { status: 'scheduled', startTime: 'soon', endTime: 'later' };
    expect(tabOf(odd, NOW)).toBe('completed');
    expect(inTab([odd], 'completed', NOW)).toHaveLength(1);
  });

  it('?tab= accepts the four tabs and falls back to Upcoming for anything else', () => {
    expect(v.parse(AppointmentsSearchSchema, { tab: 'cancelled' })).toEqual({ tab: 'cancelled' });
    expect(v.parse(AppointmentsSearchSchema, { tab: 'nonsense' })).toEqual({ tab: 'upcoming' });
    expect(v.parse(AppointmentsSearchSchema, {})).toEqual({});
  });
});
