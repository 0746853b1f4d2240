import { i18n, LOCALE_STORAGE_KEY, type Locale } from '#app/lib/i18n';
import { sendLanguage } from './save-preferences';

function remembered(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return value === 'en' || value === 'ur' ? value : null;
  } catch {
    return null;
  }
}

/**
 * From sign-in on, the reader's language follows the app's (ADR 105): a switch of language is
 * sent at once, and a language chosen before signing in is sent at sign-in. A reader who never
 * chose keeps the server's. Returns stop.
 */
export function followLanguage(): () => void {
  const chosen = remembered();
  if (chosen) void sendLanguage(chosen).catch(() => undefined);
  let last = i18n.locale;
  return i18n.on('change', () => {
    if (i18n.locale === last) return;
    last = i18n.locale;
    void sendLanguage(i18n.locale as Locale).catch(() => undefined);
  });
}
