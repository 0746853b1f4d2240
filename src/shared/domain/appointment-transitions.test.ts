import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../schemas/appointment';
import {
  type StatusChanger,
  TRANSITIONS,
  targetsFrom,
  transition,
} from './appointment-transitions';
import { doctorActions, doctorTransition } from './doctor-transitions';

/** The changes each may make, written out as the rules say them: `from → to: action`. */
const ALLOWED: Record<StatusChanger, string[]> = {
  patient: ['pending → cancelled: cancel', 'scheduled → cancelled: cancel'],
  doctor: [
    'pending → scheduled: approve',
    'pending → cancelled: reject',
    'scheduled → completed: complete',
    'scheduled → no-show: no-show',
    'scheduled → cancelled: cancel',
  ],
  admin: APPOINTMENT_STATUSES.flatMap((from) =>
    APPOINTMENT_STATUSES.filter((to) => to !== from).map(
      (to) =>
        `${from} → ${to}: ${
          to === 'cancelled'
            ? 'cancel'
            : from === 'pending' && to === 'scheduled'
              ? 'confirm'
              : 'set'
        }`,
    ),
  ),
  system: ['pending → cancelled: expire', 'scheduled → cancelled: expire'],
};

describe('who may change an appointment status, and to what', () => {
  for (const by of Object.keys(ALLOWED) as StatusChanger[]) {
    it(`the ${by} may make exactly the changes of their row; asking for the status held is a repeat`, () => {
      for (const from of APPOINTMENT_STATUSES) {
        for (const to of APPOINTMENT_STATUSES) {
          const allowed = ALLOWED[by].find((line) => line.startsWith(`${from} → ${to}:`));
          const expected = from === to ? 'same' : (allowed?.split(': ')[1] ?? 'refused');
          expect(transition(by, from, to), `${by}: ${from} → ${to}`).toBe(expected);
        }
      }
    });
  }

  it('completed, cancelled and no-show are final for everyone but the administrator', () => {
    for (const by of ['patient', 'doctor', 'system'] as const) {
      for (const from of ['completed', 'cancelled', 'no-show'] as const) {
        expect(targetsFrom(by, from)).toEqual([]);
      }
    }
    expect(targetsFrom('admin', 'cancelled')).toEqual([
      'pending',
      'scheduled',
      'completed',
      'no-show',
    ]);
  });

  it('the doctor’s screen reads the doctor’s row of the same table', () => {
    // Once the visit has started, time refuses nothing (ADR 143).
    const after = {
      startTime: '2026-03-10T05:00:00.000Z',
      now: new Date('2026-03-10T06:00:00.000Z'),
      timeZone: 'Asia/Karachi',
    };
    for (const from of APPOINTMENT_STATUSES) {
      expect(doctorActions(from, after)).toEqual(Object.keys(TRANSITIONS.doctor[from] ?? {}));
      for (const to of ['scheduled', 'completed', 'cancelled', 'no-show'] as const) {
        expect(doctorTransition(from, to)).toBe(transition('doctor', from, to));
      }
    }
  });
});
