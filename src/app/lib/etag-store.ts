/**
 * GET answers kept in memory with their ETag, so that asking again sends If-None-Match and a
 * 304 costs no download (doctor search, ADR 038). Keyed by
 * the token too: an answer is only ever reused for the caller who received it.
 */
const MAX_ENTRIES = 50;
const entries = new Map<string, { etag: string; envelope: unknown }>();

export const etagKey = (path: string, query: Record<string, unknown> | undefined, token: string) =>
  `${token}\n${path}\n${JSON.stringify(query ? Object.entries(query).sort() : [])}`;

export function knownEtag(key: string) {
  const entry = entries.get(key);
  if (entry) {
    entries.delete(key);
    entries.set(key, entry);
  }
  return entry;
}

export function rememberEtag(key: string, etag: string, envelope: unknown) {
  entries.delete(key);
  entries.set(key, { etag, envelope });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

export function forgetEtags() {
  entries.clear();
}
