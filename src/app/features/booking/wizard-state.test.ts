import { describe, expect, it } from 'vitest';
import {
  BOOKING_FAILED,
  canContinue,
  initialWizard,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from '#app/features/booking/wizard-state';
import type { Appointment } from '#shared/schemas/appointment';

const DOCTOR = 'c0a8012e-0000-4000-8000-000000000001';
const TODAY = '2099-03-09';
const SLOT = { start: '2099-03-10T04:00:00.000Z', end: '2099-03-10T04:30:00.000Z' };

const run = (actions: WizardAction[], from: WizardState = initialWizard) =>
  actions.reduce(wizardReducer, from);

// The date comes from the URL (`?date=`); the reducer holds what the form holds.
const filled = run(
  [
    { type: 'selectSlot', slot: SLOT },
    { type: 'setReason', value: 'Chest pain when climbing stairs' },
  ],
  { ...initialWizard, date: '2099-03-10' },
);

describe('booking wizard steps', () => {
  it('starts on Details with a consultation and nothing chosen', () => {
    expect(initialWizard).toMatchObject({ step: 1, type: 'consultation', date: '', slot: null });
    expect(canContinue(initialWizard)).toBe(false);
  });

  it('cannot continue without a slot or without a reason', () => {
    expect(canContinue(run([{ type: 'setReason', value: 'Headache' }]))).toBe(false);
    expect(canContinue(run([{ type: 'selectSlot', slot: SLOT }]))).toBe(false);
    expect(canContinue(filled)).toBe(true);
  });

  it('moves to Confirm when date, slot and reason are present', () => {
    const next = wizardReducer(filled, { type: 'continue', doctorId: DOCTOR, today: TODAY });
    expect(next.step).toBe(2);
    expect(next.error).toBeNull();
  });

  it('asks for every required field when the reason is only spaces', () => {
    const blank = wizardReducer(filled, { type: 'setReason', value: '   ' });
    const next = wizardReducer(blank, { type: 'continue', doctorId: DOCTOR, today: TODAY });
    expect(next.step).toBe(1);
    expect(next.error).toBe('Please fill in all required fields');
  });

  it('refuses a date in the past', () => {
    const next = wizardReducer(filled, { type: 'continue', doctorId: DOCTOR, today: '2099-03-11' });
    expect(next.step).toBe(1);
    expect(next.error).toBe('You cannot book an appointment in the past');
  });

  it('returns to Details with the error when booking fails, keeping the slot', () => {
    const confirming = run(
      [{ type: 'continue', doctorId: DOCTOR, today: TODAY }, { type: 'submit' }],
      filled,
    );
    expect(confirming).toMatchObject({ step: 2, busy: true });
    const failed = wizardReducer(confirming, {
      type: 'failed',
      message: BOOKING_FAILED,
      slotLost: false,
      holdLost: false,
    });
    expect(failed).toMatchObject({ step: 1, busy: false, error: BOOKING_FAILED, slot: SLOT });
  });

  it('drops a slot someone else took, and the hold with it', () => {
    const held = run([{ type: 'held', appointmentId: 'a1', start: SLOT.start }], filled);
    const failed = wizardReducer(held, {
      type: 'failed',
      message: 'This time slot is no longer available',
      slotLost: true,
      holdLost: true,
    });
    expect(failed.slot).toBeNull();
    expect(failed.held).toBeNull();
  });

  it('does not go back while the booking is being sent', () => {
    const busy = run(
      [{ type: 'continue', doctorId: DOCTOR, today: TODAY }, { type: 'submit' }],
      filled,
    );
    expect(wizardReducer(busy, { type: 'back' }).step).toBe(2);
  });

  it('shows success after booking and Book Another starts over as a consultation', () => {
    const booked = run(
      [
        { type: 'setType', value: 'emergency' },
        { type: 'continue', doctorId: DOCTOR, today: TODAY },
        { type: 'submit' },
        { type: 'booked', appointment: { _id: 'a1' } as Appointment },
      ],
      filled,
    );
    expect(booked).toMatchObject({ step: 3, busy: false, type: 'emergency' });
    const again = wizardReducer(booked, { type: 'reset' });
    expect(again).toMatchObject({ step: 1, type: 'consultation', reason: '', slot: null });
  });
});
