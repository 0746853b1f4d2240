import { describe, expect, it } from 'vitest';
import { slotOpen, withSlot } from '#shared/domain/weekly-slot';

const slot = (startTime: string, endTime: string) => ({ startTime, endTime });
const day = (...slots: ReturnType<typeof slot>[]) => ({ isAvailable: true, slots });
const off = { isAvailable: false, slots: [] };

describe('opening and closing one slot of a weekday', () => {
  it('closing a slot in the middle of the hours splits them around it', () => {
    expect(withSlot(day(slot('09:00', '17:00')), '12:00', false)).toEqual(
      day(slot('09:00', '12:00'), slot('12:30', '17:00')),
    );
  });

  it('closing the first or last slot shortens the hours', () => {
    expect(withSlot(day(slot('09:00', '17:00')), '09:00', false)).toEqual(
      day(slot('09:30', '17:00')),
    );
    expect(withSlot(day(slot('00:00', '24:00')), '23:30', false)).toEqual(
      day(slot('00:00', '23:30')),
    );
  });

  it('closing the only slot makes the day a day off', () => {
    expect(withSlot(day(slot('14:00', '14:30')), '14:00', false)).toEqual(off);
  });

  it('drops a leftover too short for any booking', () => {
    expect(withSlot(day(slot('09:00', '10:15')), '09:30', false)).toEqual(
      day(slot('09:00', '09:30')),
    );
  });

  it('reopening a closed slot joins the hours on both sides again', () => {
    const split = withSlot(day(slot('09:00', '17:00')), '12:00', false);
    expect(withSlot(split, '12:00', true)).toEqual(day(slot('09:00', '17:00')));
  });

  it('opening a slot on a day off makes it a working day with that slot', () => {
    expect(withSlot(off, '10:00', true)).toEqual(day(slot('10:00', '10:30')));
    expect(withSlot(undefined, '23:30', true)).toEqual(day(slot('23:30', '24:00')));
  });

  it('leaves ranges it does not touch as the doctor entered them', () => {
    const entered = day(slot('14:00', '15:00'), slot('09:00', '12:00'));
    expect(withSlot(entered, '12:00', true)).toEqual(
      day(slot('09:00', '12:30'), slot('14:00', '15:00')),
    );
  });

  it('sets a state, so the same change applied twice is applied once', () => {
    const once = withSlot(day(slot('09:00', '17:00')), '12:00', false);
    expect(withSlot(once, '12:00', false)).toEqual(once);
    expect(withSlot(day(slot('09:00', '17:00')), '12:00', true)).toEqual(
      day(slot('09:00', '17:00')),
    );
  });

  it('knows which slots the hours hold', () => {
    const hours = day(slot('09:00', '10:15'));
    expect(slotOpen(hours, '09:30')).toBe(true);
    expect(slotOpen(hours, '10:00')).toBe(false);
    expect(slotOpen(off, '09:00')).toBe(false);
    expect(slotOpen({ isAvailable: false, slots: [slot('09:00', '10:00')] }, '09:00')).toBe(false);
  });
});
