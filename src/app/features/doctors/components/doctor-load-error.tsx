import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '#app/components/errors/route-error';
import { msg } from '#app/lib/i18n';

export const DOCTOR_LOAD_FAILED = msg('Failed to load doctor profile');

/** A doctor's page that failed for another reason than an unknown id (that is DoctorNotFound). */
export function DoctorLoadError(props: ErrorComponentProps) {
  return <RouteError {...props} failure={DOCTOR_LOAD_FAILED} />;
}
