import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { SPECIALTIES } from '#shared/domain/specialties';
import type { DoctorQuery } from './api/doctors-api';

/**
 * The list's page size (ADR 082: limit default 12). Kept here, not beside the calls, so the
 * route's search validation does not pull the API client into every page's first load.
 */
export const DOCTORS_PAGE_SIZE = 12;

export const SEARCH_TEXT_MAX = 100;

export const RATING_OPTIONS = [
  { value: 4, label: msg('4+ Stars') },
  { value: 3, label: msg('3+ Stars') },
] as const;

/** ADR 079: 0-5 (max 5), 5-10 (min 5, max 10), 10+ (min 10). */
export const EXPERIENCE_OPTIONS = [
  { value: '0-5', label: msg('0-5 years'), min: undefined, max: 5 },
  { value: '5-10', label: msg('5-10 years'), min: 5, max: 10 },
  { value: '10plus', label: msg('10+ years'), min: 10, max: undefined },
] as const;

export const AVAILABILITY_OPTIONS = [
  { value: 'today', label: msg('Today') },
  { value: 'week', label: msg('This Week') },
  { value: 'nextweek', label: msg('Next Week') },
] as const;

/** `?mode=video`: only doctors who offer a video consultation with hours (ADR 112). */
export const MODE_OPTIONS = ['video'] as const;

export const GENDER_OPTIONS = [
  { value: 'male', label: msg('Male') },
  { value: 'female', label: msg('Female') },
] as const;

const values = <T extends { value: unknown }>(options: readonly T[]) =>
  options.map((o) => o.value) as T['value'][];

// The router parses `?rating=4` as the number 4 and `?search=123` as a number too.
const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((s) => String(s).trim()),
  v.maxLength(SEARCH_TEXT_MAX),
  v.transform((s) => s || undefined),
);
/** A search param that is dropped, not an error, when it is not one of the allowed values. */
const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** The doctor list's filters as they live in the URL; invalid values are dropped. */
export const DoctorFiltersSchema = v.object({
  search: lenient(text),
  specialization: lenient(text),
  city: lenient(text),
  rating: lenient(v.picklist(values(RATING_OPTIONS))),
  experience: lenient(v.picklist(values(EXPERIENCE_OPTIONS))),
  available: lenient(v.picklist(values(AVAILABILITY_OPTIONS))),
  gender: lenient(v.picklist(values(GENDER_OPTIONS))),
  mode: lenient(v.picklist(MODE_OPTIONS)),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type DoctorFilters = v.InferOutput<typeof DoctorFiltersSchema>;

/** The filters as GET /doctors/search takes them. */
export function toSearchQuery(filters: DoctorFilters): DoctorQuery {
  const experience = EXPERIENCE_OPTIONS.find((o) => o.value === filters.experience);
  return {
    search: filters.search,
    specialization: filters.specialization,
    city: filters.city,
    minRating: filters.rating,
    minExperience: experience?.min,
    maxExperience: experience?.max,
    available: filters.available,
    gender: filters.gender,
    mode: filters.mode,
    page: filters.page ?? 1,
    limit: DOCTORS_PAGE_SIZE,
  };
}

/** Drops empty values (and page 1) so the URL only carries filters that are set. */
export function cleanFilters(filters: DoctorFilters): DoctorFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    ),
  ) as DoctorFilters;
}

/**
 * `/doctors/{lowercase specialty}` (ADR 013): the specialty whose name matches, ignoring case,
 * among the known specialties and those the server lists; null when none does.
 */
export function matchSpecialty(param: string, known: readonly string[] = []): string | null {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A stray '%' is read as it stands.
  }
  const wanted = decoded.trim().toLowerCase();
  if (!wanted) return null;
  return [...SPECIALTIES, ...known].find((name) => name.toLowerCase() === wanted) ?? null;
}

export const specialtyParam = (name: string) => name.toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDoctorId = (param: string) => UUID.test(param);

/** The filters alone, for a loader's deps: other search params (`?date=`) must not reload the list. */
export const pickFilters = (search: DoctorFilters): DoctorFilters =>
  Object.fromEntries(
    Object.keys(DoctorFiltersSchema.entries).map((key) => [
      key,
      search[key as keyof DoctorFilters],
    ]),
  ) as DoctorFilters;
