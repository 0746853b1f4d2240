/** Drops empty values (and page 1) so the URL carries only the filters that are set. */
export function cleanSearch<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    ),
  ) as T;
}

/**
 * The URL's filters after a screen's change. The screen built `next` from the filters it last
 * rendered, which lag behind the URL while an earlier change is still loading: only what it
 * changed is laid over the URL's latest filters (a filter chosen a moment before is kept), and a
 * changed filter starts again at page 1. For a route's `navigate({ search })`.
 */
export function changeOf<T extends Record<string, unknown>>(
  rendered: T,
  next: T,
  clean: (search: T) => T = cleanSearch,
) {
  const changed = Object.keys({ ...rendered, ...next }).filter((k) => rendered[k] !== next[k]);
  const patch = Object.fromEntries(changed.map((k) => [k, next[k]]));
  if (changed.some((k) => k !== 'page')) patch.page = next.page;
  return (latest: T) => clean({ ...latest, ...patch });
}
