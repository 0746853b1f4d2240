import { describe, expect, it } from 'vitest';
import { doctorActions, doctorTransition } from '#shared/domain/doctor-transitions';

describe('doctor status changes', () => {
  it('a pending appointment can be approved or rejected, nothing else', () => {
    expect(doctorTransition('pending', 'scheduled')).toBe('approve');
    expect(doctorTransition('pending', 'cancelled')).toBe('reject');
    expect(doctorTransition('pending', 'completed')).toBe('refused');
    expect(doctorTransition('pending', 'no-show')).toBe('refused');
    expect(doctorActions('pending')).toEqual(['scheduled', 'cancelled']);
  });

  it('a scheduled appointment can be completed, marked no-show or cancelled', () => {
    expect(doctorTransition('scheduled', 'completed')).toBe('complete');
    expect(doctorTransition('scheduled', 'no-show')).toBe('no-show');
    expect(doctorTransition('scheduled', 'cancelled')).toBe('cancel');
    expect(doctorActions('scheduled')).toEqual(['completed', 'no-show', 'cancelled']);
  });

  it('completed, cancelled and no-show offer nothing; asking for the status held is a repeat', () => {
    for (const from of ['completed', 'cancelled', 'no-show'] as const) {
      expect(doctorActions(from)).toEqual([]);
      expect(doctorTransition(from, 'scheduled')).toBe('refused');
    }
    expect(doctorTransition('completed', 'completed')).toBe('same');
    expect(doctorTransition('scheduled', 'scheduled')).toBe('same');
    expect(doctorTransition('completed', 'cancelled')).toBe('refused');
  });
});
