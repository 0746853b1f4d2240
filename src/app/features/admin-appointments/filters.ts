import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { isDateOnly } from '#shared/domain/date-only';
import { ADMIN_SEARCH_MAX } from '#shared/schemas/admin-records';

/** The status filter of Manage Appointments, as section 2 lists it. */
export const STATUS_FILTERS = [
  { value: 'scheduled', label: msg('Scheduled') },
  { value: 'completed', label: msg('Completed') },
  { value: 'cancelled', label: msg('Cancelled') },
  { value: 'pending', label: msg('Pending') },
] as const;

const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((s) => String(s).trim().slice(0, ADMIN_SEARCH_MAX)),
  v.transform((s) => s || undefined),
);

/** Manage Appointments' filters and page as they live in the URL. */
export const AppointmentFiltersSchema = v.object({
  search: lenient(text),
  status: lenient(v.picklist(STATUS_FILTERS.map((o) => o.value))),
  date: lenient(v.pipe(v.string(), v.check(isDateOnly))),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type AppointmentFilters = v.InferOutput<typeof AppointmentFiltersSchema>;

/** The filters as GET /admin/appointments takes them. */
export const toAppointmentsQuery = (f: AppointmentFilters) => ({
  search: f.search,
  status: f.status ?? 'all',
  date: f.date,
  page: f.page ?? 1,
});
