import { createFileRoute, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { NotFound } from '#app/components/errors/not-found';
import { RouteError } from '#app/components/errors/route-error';
import { loadDoctorProfile, loadSpecialtyList } from '#app/features/doctors/api/doctor-loaders';
import { DoctorNotFound } from '#app/features/doctors/components/doctor-detail-screen';
import { DoctorLoadError } from '#app/features/doctors/components/doctor-load-error';
import { DoctorFiltersSchema, isDoctorId, pickFilters } from '#app/features/doctors/filters';
import { SHELL_DOCTOR_ID } from '#app/lib/prerendered-routes';

/**
 * `/doctors/{id}` is a doctor's profile; `/doctors/{lowercase specialty}` lists that specialty.
 * The booking day's slots load in the index below, so a date change keeps this data.
 */
export const Route = createFileRoute('/doctors/$doctorParam')({
  validateSearch: DoctorFiltersSchema,
  loaderDeps: ({ search }) => pickFilters(search),
  loader: async ({ params: { doctorParam }, context, deps, abortController: { signal } }) => {
    // The build-time shell of every doctor's page: its frame and skeleton, no doctor yet.
    if (context.prerender && doctorParam === SHELL_DOCTOR_ID) return { kind: 'shell' as const };
    return isDoctorId(doctorParam)
      ? { kind: 'doctor' as const, profile: await loadDoctorProfile(doctorParam, signal) }
      : { kind: 'specialty' as const, ...(await loadSpecialtyList(doctorParam, deps, signal)) };
  },
  staleTime: 60_000,
  notFoundComponent: DoctorParamNotFound,
  errorComponent: DoctorParamError,
  component: Outlet,
});

function DoctorParamNotFound() {
  const { doctorParam } = Route.useParams();
  return isDoctorId(doctorParam) ? <DoctorNotFound /> : <NotFound />;
}

function DoctorParamError(props: ErrorComponentProps) {
  const { doctorParam } = Route.useParams();
  return isDoctorId(doctorParam) ? <DoctorLoadError {...props} /> : <RouteError {...props} />;
}
