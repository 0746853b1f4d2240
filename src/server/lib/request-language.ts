import type { Language } from '#shared/schemas/notification-preferences';

/**
 * The language a request asks its answer in, from Accept-Language: the app sends its own chosen
 * language there (ADR 148). The first of English and Urdu by preference wins; null when the
 * header names neither, so the reader's saved language (or English) decides.
 */
export function requestLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.q > 0 && (r.primary === 'en' || r.primary === 'ur'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.primary as Language | undefined) ?? null;
}
