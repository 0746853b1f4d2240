import { useT } from './i18n';

/**
 * Translates the English text it wraps, for long copy kept in constants (the legal pages):
 * `<T>By creating an account…</T>`. The catalog test reads the text inside as a message id.
 */
export function T({ children }: { children: string }) {
  return useT()(children);
}
