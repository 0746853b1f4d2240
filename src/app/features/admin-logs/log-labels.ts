import { msg } from '#app/lib/i18n';

/**
 * The log's stored action and resource keys as the table shows them: in English the key itself
 * (ADR 081's badges read `login_failed`), in Urdu its translation. A key a newer server adds
 * shows as stored until it is listed here.
 */
export const ACTION_LABEL: Record<string, string> = {
  create: msg('create'),
  update: msg('update'),
  delete: msg('delete'),
  login: msg('login'),
  login_failed: msg('login_failed'),
  logout: msg('logout'),
  status_change: msg('status_change'),
  verify: msg('verify'),
  reject: msg('reject'),
};

export const RESOURCE_LABEL: Record<string, string> = {
  appointment: msg('appointment'),
  desk_day_closes: msg('desk_day_closes'),
  desk_members: msg('desk_members'),
  desk_people: msg('desk_people'),
  desk_receipts: msg('desk_receipts'),
  doctor: msg('doctor'),
  doctor_availability: msg('doctor_availability'),
  doctor_time_off: msg('doctor_time_off'),
  patient_notes: msg('patient_notes'),
  payment: msg('payment'),
  profile: msg('profile'),
  review: msg('review'),
  session: msg('session'),
  settings: msg('settings'),
  user: msg('user'),
};
