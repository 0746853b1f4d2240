import { type DatePattern, formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { useLocale } from './i18n';

type FormatOptions = { timeZone?: string; pattern?: DatePattern };

/** Numbers, PKR amounts, dates and times in the reader's language; times stay in clinic time. */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    money: (amount: number) => formatPKR(amount, locale),
    number: (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value),
    date: (value: Parameters<typeof formatClinicDate>[0], options: FormatOptions = {}) =>
      formatClinicDate(value, { ...options, locale }),
    time: (value: Parameters<typeof formatClinicTime>[0], options: FormatOptions = {}) =>
      formatClinicTime(value, { ...options, locale }),
  };
}

function intlLocale(locale: string): string {
  return locale === 'ur' ? 'ur-PK' : 'en-PK';
}
