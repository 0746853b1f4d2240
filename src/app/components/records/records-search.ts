import type * as v from 'valibot';
import { dateParam, pageParam, searchParams, searchText } from '#app/lib/search-params';
import { ADMIN_SEARCH_MAX } from '#shared/schemas/admin-search';

/** A records screen's filters as they live in the URL: the search box, then the screen's own. */
export const recordsSearch = <E extends v.ObjectEntries>(entries: E) =>
  searchParams({ search: searchText(ADMIN_SEARCH_MAX), ...entries });

/** The day filter and page of a dated list that the server pages (appointments, audit logs). */
export const DAY_AND_PAGE = { date: dateParam, page: pageParam };
