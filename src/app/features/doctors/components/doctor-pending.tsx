import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { msg } from '#app/lib/i18n';

// The doctor screens' skeletons, apart from the screens: a route keeps its pending component in
// its first chunk, so the skeleton can show before the screen's own code has arrived.

export const FIND_A_DOCTOR = msg('Find a Doctor');
export const LOADING_DOCTORS = msg('Loading doctors');

export const DoctorListPending = () => (
  <ScreenSkeleton kind="list" title={FIND_A_DOCTOR} label={LOADING_DOCTORS} />
);

export const DoctorProfilePending = () => (
  <ScreenSkeleton kind="detail" label={msg('Loading doctor profile')} />
);

export const SpecialtiesPending = () => (
  <ScreenSkeleton kind="list" title={msg('Specialties')} label={msg('Loading specialties')} />
);
