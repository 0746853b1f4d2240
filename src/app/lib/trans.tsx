import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { i18n, type MessageValues, useLocale, useT } from './i18n';

/**
 * Translates the English text it wraps, for long copy kept in constants (the legal pages):
 * `<T>By creating an account…</T>`. The catalog test reads the text inside as a message id.
 */
export function T({ children }: { children: string }) {
  return useT()(children);
}

/**
 * A sentence with elements inside it, e.g. `<Trans id="Read our <0>Terms</0>" components={{ 0: <Link … /> }} />`.
 * Lingui's own, bound to the app's catalog so no provider is needed; re-renders with the language.
 */
export function Trans(props: {
  id: string;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  useLocale();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
