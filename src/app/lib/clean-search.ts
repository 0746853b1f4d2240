/** Drops empty values (and page 1) so the URL carries only the filters that are set. */
export function cleanSearch<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    ),
  ) as T;
}
