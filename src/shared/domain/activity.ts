import type { ActivityIconType } from '../schemas/admin-dashboard';

/** The titles of the dashboard's recent activities; the app shows them through the catalog. */
export const ACTIVITY_MSG = {
  signedIn: 'User signed in',
  signInFailed: 'Failed sign-in',
  signedOut: 'User signed out',
  patientRegistered: 'New patient registered',
  doctorApplied: 'New doctor application',
  doctorVerified: 'Doctor verified',
  doctorRejected: 'Doctor application rejected',
  doctorUpdated: 'Doctor profile updated',
  appointmentBooked: 'Appointment booked',
  appointmentChanged: 'Appointment updated',
  reviewPosted: 'Review posted',
  reviewRejected: 'Review rejected',
  userStatusChanged: 'User status changed',
  profileUpdated: 'Profile updated',
  paymentRecorded: 'Payment recorded',
  settingsChanged: 'Settings changed',
  created: 'Record created',
  updated: 'Record updated',
  deleted: 'Record deleted',
  other: 'Activity',
} as const;

const ICON_BY_RESOURCE: Record<string, ActivityIconType> = {
  user: 'user',
  session: 'user',
  profile: 'user',
  patient_notes: 'user',
  doctor: 'doctor',
  doctor_time_off: 'doctor',
  appointment: 'appointment',
  payment: 'appointment',
  review: 'doctor',
};

/** The icon of an audit entry by what it concerns (ADR 081: user, doctor, appointment, other). */
export function activityIcon(resource: string): ActivityIconType {
  return ICON_BY_RESOURCE[resource] ?? 'other';
}

/** The title of an audit entry by what was done to what. */
export function activityTitle(action: string, resource: string): string {
  const m = ACTIVITY_MSG;
  if (action === 'login') return m.signedIn;
  if (action === 'login_failed') return m.signInFailed;
  if (action === 'logout') return m.signedOut;
  if (action === 'verify') return m.doctorVerified;
  if (action === 'reject') return resource === 'review' ? m.reviewRejected : m.doctorRejected;
  if (resource === 'settings') return m.settingsChanged;
  if (action === 'status_change') {
    return resource === 'appointment' ? m.appointmentChanged : m.userStatusChanged;
  }
  if (action === 'create') {
    if (resource === 'user') return m.patientRegistered;
    if (resource === 'doctor') return m.doctorApplied;
    if (resource === 'appointment') return m.appointmentBooked;
    if (resource === 'review') return m.reviewPosted;
    return m.created;
  }
  if (action === 'update') {
    if (resource === 'doctor') return m.doctorUpdated;
    if (resource === 'profile') return m.profileUpdated;
    if (resource === 'appointment') return m.appointmentChanged;
    if (resource === 'payment') return m.paymentRecorded;
    return m.updated;
  }
  if (action === 'delete') return m.deleted;
  return m.other;
}
