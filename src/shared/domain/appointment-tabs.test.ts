import { describe, expect, it } from 'vitest';
import { countTabs, inTab, tabOf } from '#shared/domain/appointment-tabs';

const NOW = Date.parse('2030-03-10T08:00:00.000Z');
const at = (iso: string, status: string, minutes = 30) => ({
  status,
  startTime: iso,
  endTime: new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
  id: `${status}-${iso}`,
});

describe('which tab an appointment is listed under', () => {
  it('a scheduled visit that has not ended yet is upcoming, even while it is under way', () => {
    for (const role of ['patient', 'doctor'] as const) {
      expect(tabOf(at('2030-03-11T05:00:00.000Z', 'scheduled'), NOW, role)).toBe('upcoming');
      expect(tabOf(at('2030-03-10T07:45:00.000Z', 'scheduled'), NOW, role)).toBe('upcoming');
    }
  });

  it('a scheduled visit whose end has passed is a past visit to the patient', () => {
    expect(tabOf(at('2030-03-10T07:00:00.000Z', 'scheduled'), NOW, 'patient')).toBe('completed');
  });

  it('stays upcoming to the doctor, who still has to record how it went', () => {
    expect(tabOf(at('2030-03-10T07:00:00.000Z', 'scheduled'), NOW, 'doctor')).toBe('upcoming');
  });

  it('pending, completed, no-show and cancelled go to their own tabs', () => {
    expect(tabOf(at('2030-03-12T05:00:00.000Z', 'pending'), NOW, 'doctor')).toBe('pending');
    expect(tabOf(at('2030-03-01T05:00:00.000Z', 'completed'), NOW, 'patient')).toBe('completed');
    expect(tabOf(at('2030-03-01T05:00:00.000Z', 'no-show'), NOW, 'doctor')).toBe('completed');
    expect(tabOf(at('2030-03-12T05:00:00.000Z', 'cancelled'), NOW, 'patient')).toBe('cancelled');
    expect(tabOf(at('2030-03-12T05:00:00.000Z', 'confirmed'), NOW, 'patient')).toBeNull();
  });

  it('upcoming is soonest first; past tabs are most recent first', () => {
    const list = [
      at('2030-03-15T05:00:00.000Z', 'scheduled'),
      at('2030-03-11T05:00:00.000Z', 'scheduled'),
      at('2030-02-01T05:00:00.000Z', 'completed'),
      at('2030-03-05T05:00:00.000Z', 'completed'),
    ];
    expect(inTab(list, 'upcoming', NOW, 'patient').map((a) => a.startTime)).toEqual([
      '2030-03-11T05:00:00.000Z',
      '2030-03-15T05:00:00.000Z',
    ]);
    expect(inTab(list, 'completed', NOW, 'doctor').map((a) => a.startTime)).toEqual([
      '2030-03-05T05:00:00.000Z',
      '2030-02-01T05:00:00.000Z',
    ]);
    expect(countTabs(list, NOW, 'doctor')).toEqual({
      upcoming: 2,
      pending: 0,
      completed: 2,
      cancelled: 0,
    });
  });

  it('an unreadable time does not break the list', () => {
    const odd = { status: 'scheduled', startTime: 'soon', endTime: 'later' };
    expect(tabOf(odd, NOW, 'patient')).toBe('completed');
    expect(inTab([odd], 'completed', NOW, 'patient')).toHaveLength(1);
  });
});
