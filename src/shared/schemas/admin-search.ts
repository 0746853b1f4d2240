/**
 * The longest search text of the administrator's lists, apart from their schemas: the lists'
 * search params are in every page's first chunk, and a module there brings every export any
 * screen uses of it (ADR 152). admin-records.ts re-exports it.
 */
export const ADMIN_SEARCH_MAX = 100;
