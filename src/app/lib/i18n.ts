import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * One message catalog (ADR 060). A message's id is its English text exactly as written, so
 * English needs no catalog at all and a server message (English, ADR 078) translates by the same
 * lookup. Urdu loads on demand.
 */
export type Locale = 'en' | 'ur';
export const LOCALE_STORAGE_KEY = 'lang';
export type MessageValues = Record<string, string | number | null | undefined>;
/** A message in the reader's language: `t`, or what `useT` gives a component. */
export type Translate = (message: string, values?: MessageValues) => string;

// Lingui wants compiled messages; ours use only `{name}` placeholders, so this small compiler
// stands in for the full ICU one (which would cost the signed-out budget several KB).
type Compiled = string | (string | [string])[];
const compiled = new Map<string, Compiled>();
export function compileMessage(message: string): Compiled {
  let result = compiled.get(message);
  if (result === undefined) {
    const parts = message.split(/\{(\w+)\}/);
    result =
      parts.length === 1
        ? message
        : parts.map((p, i) => (i % 2 ? [p] : p) as string | [string]).filter((p) => p !== '');
    compiled.set(message, result);
  }
  return result;
}
i18n.setMessagesCompiler(compileMessage as never);

// Urdu loads only when chosen: one chunk holding every area's messages (ADR 118).
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => ({}),
  ur: () => import('./urdu-catalog').then((m) => m.urduMessages()),
};

const loaded = new Set<Locale>(['en']);

function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return value === 'ur' ? 'ur' : 'en';
  } catch {
    return 'en';
  }
}

/** Loads the catalog, switches every mounted screen, and sets the document's lang and dir. */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}) {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loaders[locale]());
    loaded.add(locale);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    // index.html carries the English title (the first paint and link previews have it).
    document.title = t(PAGE_TITLE);
  }
  if (options.remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }
}

// English is ready before anything renders; a stored Urdu choice is applied by main.tsx.
i18n.load('en', {});
i18n.activate('en');

/**
 * Marks a message kept in a constant (a nav label, a toast text) for the catalog; the screen that
 * shows it translates it with `t`.
 */
export const msg = (message: string): string => message;

const PAGE_TITLE = msg('Mashwara — Book verified doctors in Pakistan');

/** Translates outside React (toasts, the API client); a screen uses `useT` so it re-renders. */
export function t(message: string, values?: MessageValues): string {
  return i18n._(message, values as Record<string, unknown>);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as Locale;

/**
 * The active language; the component re-renders when it changes. Read from the catalog itself,
 * so a screen needs no provider around it (`Trans` in lib/trans.tsx is bound to it too).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The translate function of the active language; the component re-renders when it changes. */
export function useT(): Translate {
  useLocale();
  return t;
}

export { i18n };
