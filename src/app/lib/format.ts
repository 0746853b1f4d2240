import { type DatePattern, formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { useLocale } from './i18n';
import { useHeldClinicSettings } from './public-settings';

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

function intlLocale(locale: string): string {
  return locale === 'ur' ? 'ur-PK' : 'en-PK';
}
