import {
  type DatePattern,
  deviceTimeZone,
  formatClinicDate,
  formatClinicTime,
} from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { i18n, t, useLocale, useT } from './i18n';
import { clinicSettings, useHeldClinicSettings } from './public-settings';

type FormatOptions = { timeZone?: string; pattern?: DatePattern };

/** Numbers, PKR amounts, dates and times in the reader's language; times stay in clinic time. */
export function useFormat() {
  const locale = useLocale();
  // Clinic time (ADR 005) as the administrator set it, when a caller names no zone.
  const clinicZone = useHeldClinicSettings().timezone;
  return {
    locale,
    money: (amount: number) => formatPKR(amount, locale),
    number: (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value),
    date: (value: Parameters<typeof formatClinicDate>[0], options: FormatOptions = {}) =>
      formatClinicDate(value, { ...options, timeZone: options.timeZone ?? clinicZone, locale }),
    time: (value: Parameters<typeof formatClinicTime>[0], options: FormatOptions = {}) =>
      formatClinicTime(value, { ...options, timeZone: options.timeZone ?? clinicZone, locale }),
  };
}

/** 'Mar 10, 2025, 3:05 PM' on the device's clock: when this device last heard from the server. */
export const SYNCED_AT_PATTERN = 'MMM d, yyyy, h:mm a';

/** "Last synced Mar 10, 2025, 3:05 PM", as every screen read from the device says it (ADR 006). */
export function useLastSyncedText(): (at: number) => string {
  const t = useT();
  const format = useFormat();
  return (at) =>
    t('Last synced {when}', {
      when: format.date(at, { pattern: SYNCED_AT_PATTERN, timeZone: deviceTimeZone() }),
    });
}

function intlLocale(locale: string): string {
  return locale === 'ur' ? 'ur-PK' : 'en-PK';
}

/**
 * `{date} at {time}` in clinic time (ADR 005) and the language active now, for words built
 * outside a screen: a queued change is described again whenever it is shown.
 */
export function clinicWhen(iso: string): string {
  const options = { timeZone: clinicSettings().timezone, locale: i18n.locale };
  return t('{date} at {time}', {
    date: formatClinicDate(iso, options),
    time: formatClinicTime(iso, options),
  });
}
