import { notFound } from '@tanstack/react-router';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { SPECIALTIES } from '#shared/schemas/doctor';
import { type DoctorFilters, matchSpecialty, toSearchQuery } from '../filters';
import {
  getDoctor,
  getLatestReviews,
  listCities,
  listSpecializations,
  searchDoctors,
} from './doctors-api';

/**
 * What the doctor screens' route loaders return (ADR 058). The results of a search are returned
 * unawaited: the route settles at once, the filters stay mounted while they load, and the list
 * shows its skeleton in their place.
 */
export async function loadDoctorList(filters: DoctorFilters, signal: AbortSignal) {
  const results = searchDoctors(toSearchQuery(filters), signal);
  // Marked handled: a search left behind (aborted by the next filter change) is no error.
  results.catch(() => {});
  // The options are a nicety: without them the filters offer the built-in specialties and
  // the city in the URL, if any.
  const [specializations, cities] = await Promise.all([
    listSpecializations().catch(() => [] as string[]),
    listCities().catch(() => [] as string[]),
  ]);
  return { results, specializations, cities };
}

export type DoctorList = Awaited<ReturnType<typeof loadDoctorList>>;

/** `/doctors/{specialty}`: the list of that specialty; an unknown one is not found. */
export async function loadSpecialtyList(
  param: string,
  filters: DoctorFilters,
  signal: AbortSignal,
) {
  const specialty = matchSpecialty(param) ?? matchSpecialty(param, await listSpecializations());
  if (!specialty) throw notFound();
  return {
    specialty,
    ...(await loadDoctorList({ ...filters, specialization: specialty }, signal)),
  };
}

/** A doctor's profile; the latest reviews follow unawaited, and their failure stays in their card. */
export async function loadDoctorProfile(id: string, signal: AbortSignal) {
  const doctor = await getDoctor(id, signal).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  });
  const reviews = getLatestReviews(doctor.userId, signal).catch(
    (error: unknown) => ({ failed: errorMessage(error, msg('Failed to load reviews')) }) as const,
  );
  return { doctor, reviews };
}

export type DoctorProfile = Awaited<ReturnType<typeof loadDoctorProfile>>;

/** Every specialty the product knows or a doctor practises, with its count from the server. */
export async function loadSpecialtyCounts(signal: AbortSignal) {
  const listed = await listSpecializations();
  const names = [
    ...SPECIALTIES,
    ...listed.filter((s) => !(SPECIALTIES as readonly string[]).includes(s)),
  ];
  return Promise.all(
    names.map(async (name) => {
      const page = await searchDoctors({ specialization: name, limit: 1 }, signal);
      return { name, count: page.total, capped: page.totalCapped };
    }),
  );
}
