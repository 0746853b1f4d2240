import type { TIMEZONES } from '#shared/schemas/settings';
import { msg, type Translate } from './i18n';

/**
 * The names of a record's settings (ADR 147): the clinic's time zone and the payment method, in
 * the reader's language; an unknown one as stored. Places and languages are in display-names.ts,
 * a cancellation's reason in cancellation-reason.ts (every appointment card shows it; ADR 156).
 */

// The settings' zones named by the place whose clock they keep, not by their IANA id
// ("Asia/Karachi"), which is English on an Urdu screen and means little to a patient.
const TIME_ZONES: Record<(typeof TIMEZONES)[number], string> = {
  'Asia/Karachi': msg('Pakistan time'),
  'Asia/Dubai': msg('UAE time'),
  'Asia/Kolkata': msg('India time'),
  'Asia/Dhaka': msg('Bangladesh time'),
  'Europe/London': msg('UK time (London)'),
  'America/New_York': msg('US Eastern time (New York)'),
  'America/Chicago': msg('US Central time (Chicago)'),
  'America/Los_Angeles': msg('US Pacific time (Los Angeles)'),
  'Asia/Tokyo': msg('Japan time'),
  'Australia/Sydney': msg('Sydney time'),
  UTC: msg('Coordinated Universal Time (UTC)'),
};

/** The clinic's time zone by the place it keeps the time of; an unknown zone by its id. */
export function timeZoneName(zone: string, t: Translate): string {
  const known = (TIME_ZONES as Record<string, string>)[zone];
  return known ? t(known) : zone;
}

// How a payment was made: at the desk in cash, or online through a provider (ADR 107).
const PAYMENT_METHODS: Record<string, string> = {
  cash: msg('Cash'),
  jazzcash: msg('JazzCash'),
  sandbox: msg('Test payment (sandbox)'),
};

/** A payment method or provider by its shown name; an unknown one by its id. */
export function paymentMethodName(method: string, t: Translate): string {
  const known = PAYMENT_METHODS[method.trim().toLowerCase()];
  return known ? t(known) : method;
}
