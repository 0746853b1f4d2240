import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExpirySearchSchema, timeLeft } from '#app/features/admin-expiry/expiry-view';
import { fromForm, toForm } from '#app/features/admin-settings/settings-form';
import { storageParts, uptimeParts } from '#app/features/admin-settings/system-info';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('the time left on an expiring appointment', () => {
  it('says Expired once the end has passed, hours and minutes from an hour, minutes below', () => {
    expect(timeLeft(at(-1), NOW)).toEqual({ kind: 'expired' });
    expect(timeLeft(at(0), NOW)).toEqual({ kind: 'expired' });
    expect(timeLeft(at(59.9), NOW)).toEqual({ kind: 'minutes', minutes: 59 });
    expect(timeLeft(at(60), NOW)).toEqual({ kind: 'hours', hours: 1, minutes: 0 });
    expect(timeLeft(at(135), NOW)).toEqual({ kind: 'hours', hours: 2, minutes: 15 });
  });

  it('cannot be told for a missing or unreadable end', () => {
    expect(timeLeft(undefined, NOW)).toEqual({ kind: 'unknown' });
    expect(timeLeft('yesterday-ish', NOW)).toEqual({ kind: 'unknown' });
  });
});

describe('the Minutes ahead search', () => {
  it('keeps one of the seven choices and falls back to 60 otherwise', () => {
    expect(v.parse(ExpirySearchSchema, { minutes: 120 })).toEqual({ minutes: 120 });
    expect(v.parse(ExpirySearchSchema, { minutes: '1440' })).toEqual({ minutes: 1440 });
    expect(v.parse(ExpirySearchSchema, {})).toEqual({ minutes: 60 });
    expect(v.parse(ExpirySearchSchema, { minutes: 45 })).toEqual({ minutes: 60 });
    expect(v.parse(ExpirySearchSchema, { minutes: 'abc' })).toEqual({ minutes: 60 });
  });
});

describe('System Information figures', () => {
  it('shows uptime as days, hours and minutes', () => {
    expect(uptimeParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(3 * 86400 + 4 * 3600 + 12 * 60 + 59)).toEqual({
      days: 3,
      hours: 4,
      minutes: 12,
    });
  });

  it('shows storage in the largest unit, to one decimal', () => {
    expect(storageParts(900)).toEqual({ value: 900, unit: 'B' });
    expect(storageParts(9_646_899)).toEqual({ value: 9.2, unit: 'MB' });
    expect(storageParts(2.1 * 1024 ** 3)).toEqual({ value: 2.1, unit: 'GB' });
  });
});

describe('the settings form', () => {
  it('parses the number inputs as whole numbers and answers the settings', () => {
    const form = { ...toForm(DEFAULT_SETTINGS), maxAppointmentsPerDay: ' 12 ', feeMin: '800' };
    expect(fromForm(form)).toEqual({
      ok: true,
      settings: {
        ...DEFAULT_SETTINGS,
        maxAppointmentsPerDay: 12,
        consultationFeeRange: { min: 800, max: 5000 },
      },
    });
  });

  it('refuses with the server’s words and names the field', () => {
    const blank = fromForm({ ...toForm(DEFAULT_SETTINGS), maxAppointmentsPerDay: '' });
    expect(blank).toMatchObject({
      ok: false,
      message: 'Max appointments per day must be a whole number',
      errors: { maxAppointmentsPerDay: 'Max appointments per day must be a whole number' },
    });
    const inverted = fromForm({ ...toForm(DEFAULT_SETTINGS), feeMin: '6000' });
    expect(inverted).toMatchObject({
      ok: false,
      message: 'The minimum fee must not exceed the maximum fee',
      errors: { consultationFeeRange: 'The minimum fee must not exceed the maximum fee' },
    });
  });
});
