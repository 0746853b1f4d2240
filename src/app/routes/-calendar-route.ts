import { useRouter } from '@tanstack/react-router';
import type { CalendarRouteProps } from '#app/components/appointments/appointment-calendar';
import type { CalendarSearch } from '#app/lib/calendar-search';

/** A list route's navigate, narrowed to what the tabs and pager change. */
type Navigate = (options: {
  search: CalendarSearch | ((current: CalendarSearch) => CalendarSearch);
  replace?: boolean;
}) => Promise<void>;

/**
 * What both roles' appointment routes hand their screen from the URL: the tab and page, and
 * the ways to change them. Upcoming and page 1 are the bare URL; a new tab replaces the history
 * entry, a new page adds one.
 */
export function useCalendarRoute(
  { tab = 'upcoming', page = 1 }: CalendarSearch,
  navigate: Navigate,
): Omit<CalendarRouteProps, 'load'> {
  const router = useRouter();
  return {
    tab,
    page,
    onTabChange: (next) =>
      void navigate({ search: next === 'upcoming' ? {} : { tab: next }, replace: true }),
    onPageChange: (next) =>
      void navigate({ search: (s) => ({ ...s, page: next > 1 ? next : undefined }) }),
    onReload: () => void router.invalidate(),
  };
}
