import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { photoProblem as check } from '#app/lib/profile-picture';
import type { DoctorProfile } from '#app/offline/collections/schedule';
import type {
  DoctorProfileUpdate,
  OutsideHoursBooking,
  TimeOff,
  TimeOffInput,
} from '#shared/schemas/doctor-profile';
import type { PracticeInput } from '#shared/schemas/practice';

/** ADR 077, "Doctor profile photo" (the doctor's own words, with stops). */
export const NOT_AN_IMAGE = msg('Please select an image file.');
export const TOO_LARGE = msg('File size must be less than 5MB.');

export const photoProblem = (file: File) =>
  check(file, { notAnImage: NOT_AN_IMAGE, tooLarge: TOO_LARGE });

export { deleteProfilePicture, uploadProfilePicture } from '#app/lib/profile-picture';

/** PUT /doctors/profile: with `practices` once the profile has them (ADR 112). */
export type ProfileUpdate = DoctorProfileUpdate & { practices?: PracticeInput[] };

/** With `practices` once the profile has them (ADR 112); without, the seed-era fields. */
export const saveDoctorProfile = (profile: ProfileUpdate) =>
  api.put<DoctorProfile & { outsideHours?: OutsideHoursBooking[] }>('/doctors/profile', profile);

export const fetchTimeOff = (token?: string) =>
  api.get<TimeOff[]>('/doctors/profile/time-off', token === undefined ? undefined : { token });

export const addTimeOff = (input: TimeOffInput) =>
  api.post<{ timeOff: TimeOff; outsideHours: OutsideHoursBooking[] }>(
    '/doctors/profile/time-off',
    input,
  );

export const removeTimeOff = (id: string) =>
  api.delete<unknown>(`/doctors/profile/time-off/${encodeURIComponent(id)}`);
