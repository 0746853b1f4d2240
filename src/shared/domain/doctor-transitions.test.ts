import { describe, expect, it } from 'vitest';
import {
  DOCTOR_TIMING_MSG,
  doctorActions,
  doctorTooEarly,
  doctorTransition,
} from '#shared/domain/doctor-transitions';

const KARACHI = 'Asia/Karachi';
// 10:00 in Karachi (UTC+5) on 10 March 2026.
const START = '2026-03-10T05:00:00.000Z';
const at = (iso: string) => ({ startTime: START, now: new Date(iso), timeZone: KARACHI });

describe('doctor status changes', () => {
  it('a pending appointment can be approved or rejected, nothing else', () => {
    expect(doctorTransition('pending', 'scheduled')).toBe('approve');
    expect(doctorTransition('pending', 'cancelled')).toBe('reject');
    expect(doctorTransition('pending', 'completed')).toBe('refused');
    expect(doctorTransition('pending', 'no-show')).toBe('refused');
    expect(doctorActions('pending', at('2026-03-10T06:00:00Z'))).toEqual([
      'scheduled',
      'cancelled',
    ]);
  });

  it('a scheduled appointment can be completed, marked no-show or cancelled', () => {
    expect(doctorTransition('scheduled', 'completed')).toBe('complete');
    expect(doctorTransition('scheduled', 'no-show')).toBe('no-show');
    expect(doctorTransition('scheduled', 'cancelled')).toBe('cancel');
    expect(doctorActions('scheduled', at('2026-03-10T06:00:00Z'))).toEqual([
      'completed',
      'no-show',
      'cancelled',
    ]);
  });

  it('completed, cancelled and no-show offer nothing; asking for the status held is a repeat', () => {
    for (const from of ['completed', 'cancelled', 'no-show'] as const) {
      expect(doctorActions(from, at('2026-03-10T06:00:00Z'))).toEqual([]);
      expect(doctorTransition(from, 'scheduled')).toBe('refused');
    }
    expect(doctorTransition('completed', 'completed')).toBe('same');
    expect(doctorTransition('scheduled', 'scheduled')).toBe('same');
    expect(doctorTransition('completed', 'cancelled')).toBe('refused');
  });

  it('a visit two days ahead can be neither completed nor marked no-show; it can still be cancelled', () => {
    const early = at('2026-03-08T05:00:00Z');
    expect(doctorTooEarly('completed', early)).toBe(DOCTOR_TIMING_MSG.completeBeforeDay);
    expect(doctorTooEarly('no-show', early)).toBe(DOCTOR_TIMING_MSG.noShowBeforeStart);
    expect(doctorActions('scheduled', early)).toEqual(['cancelled']);
  });

  it('from the start of the visit’s day in clinic time it can be completed, not yet marked no-show', () => {
    // 00:00 in Karachi on the visit's day is still 9 March in UTC.
    const midnight = at('2026-03-09T19:00:00Z');
    expect(doctorTooEarly('completed', midnight)).toBeNull();
    expect(doctorTooEarly('no-show', midnight)).toBe(DOCTOR_TIMING_MSG.noShowBeforeStart);
    expect(doctorActions('scheduled', midnight)).toEqual(['completed', 'cancelled']);
    // A minute before that midnight is the day before, in clinic time.
    expect(doctorTooEarly('completed', at('2026-03-09T18:59:00Z'))).toBe(
      DOCTOR_TIMING_MSG.completeBeforeDay,
    );
  });

  it('no-show is allowed from the start time on, and both stay allowed on later days', () => {
    expect(doctorTooEarly('no-show', at('2026-03-10T04:59:00Z'))).not.toBeNull();
    expect(doctorTooEarly('no-show', at(START))).toBeNull();
    expect(doctorActions('scheduled', at('2026-03-12T09:00:00Z'))).toEqual([
      'completed',
      'no-show',
      'cancelled',
    ]);
  });

  it('the day is the clinic’s, not UTC’s: in another zone the same instants fall otherwise', () => {
    // 23:30 UTC on 9 March is already the 10th in Karachi, still the 9th in London.
    const now = new Date('2026-03-09T23:30:00Z');
    expect(doctorTooEarly('completed', { startTime: START, now, timeZone: KARACHI })).toBeNull();
    expect(doctorTooEarly('completed', { startTime: START, now, timeZone: 'Europe/London' })).toBe(
      DOCTOR_TIMING_MSG.completeBeforeDay,
    );
  });

  it('a visit whose start cannot be read offers neither outcome', () => {
    const now = new Date('2026-03-12T09:00:00Z');
    for (const startTime of [undefined, 'not a date']) {
      expect(doctorActions('scheduled', { startTime, now, timeZone: KARACHI })).toEqual([
        'cancelled',
      ]);
    }
  });
});
