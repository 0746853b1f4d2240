import type * as v from 'valibot';
import { DAY_AND_PAGE, recordsSearch } from '#app/components/records/records-search';
import { msg } from '#app/lib/i18n';
import { oneOf } from '#app/lib/search-params';

/** The status filter of Manage Appointments, as the administrator's screen lists it. */
export const STATUS_FILTERS = [
  { value: 'scheduled', label: msg('Scheduled') },
  { value: 'completed', label: msg('Completed') },
  { value: 'cancelled', label: msg('Cancelled') },
  { value: 'pending', label: msg('Pending') },
] as const;

/** Manage Appointments' filters and page as they live in the URL. */
export const AppointmentFiltersSchema = recordsSearch({
  status: oneOf(STATUS_FILTERS),
  ...DAY_AND_PAGE,
});
export type AppointmentFilters = v.InferOutput<typeof AppointmentFiltersSchema>;

/** The filters as GET /admin/appointments takes them. */
export const toAppointmentsQuery = (f: AppointmentFilters) => ({
  ...f,
  status: f.status ?? 'all',
  page: f.page ?? 1,
});
