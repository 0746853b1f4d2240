import type { Caller, RecordName } from './authorization-fixtures';
import { browserKeys } from './push-service-stub';

/**
 * What a caller must get: 'allowed' is any answer but 401, 403 and 5xx (and, on a route that
 * names a record, but 404); 'refused' is 401 when anonymous, else 403; 'hidden' is 403 or 404
 * (someone else's record); a list names the statuses exactly.
 */
export type Expect = 'allowed' | 'refused' | 'hidden' | number[];
export type Rule = Record<Caller, Expect>;
type Records = Record<RecordName, string>;
export type Entry = {
  rule: Rule;
  /** The records the path parameters name, in order. */
  params?: RecordName[];
  query?: string | ((r: Records) => string);
  body?: (r: Records) => unknown;
};

const ALL: Caller[] = [
  'anonymous',
  'patient',
  'otherPatient',
  'doctor',
  'otherDoctor',
  'pendingDoctor',
  'admin',
  'desk',
];
const rule = (fallback: Expect, given: Partial<Rule> = {}): Rule =>
  Object.fromEntries(ALL.map((c) => [c, given[c] ?? fallback])) as Rule;

export const PUBLIC = rule('allowed');
export const SIGNED_IN = rule('allowed', { anonymous: 'refused' });
export const ADMIN_ONLY = rule('refused', { admin: 'allowed' });
export const PATIENT_ONLY = rule('refused', { patient: 'allowed', otherPatient: 'allowed' });
/** A verified doctor: a pending one is refused like everyone else. */
export const DOCTOR_ONLY = rule('refused', { doctor: 'allowed', otherDoctor: 'allowed' });
/** The record belongs to `patient`; strangers do not learn that it exists. */
const patientsOwn = (extra: Partial<Rule> = {}) =>
  rule('hidden', { anonymous: 'refused', patient: 'allowed', ...extra });
const REVIEW_BODY = {
  rating: 4,
  title: 'Changed my mind',
  review: 'Still good, but the wait was long.',
};

/**
 * The expected answers, once per route, keyed "METHOD path" as the server's route table names
 * it (parameter names do not matter: they are compared as ":"). The matrix test fails for a
 * route in the table without an entry here.
 */
export const AUTHORIZATION: Record<string, Entry> = {
  // The front desk (ADR 154): a doctor's members, the invitation link, and the desk's own calls.
  'GET /api/doctors/profile/desk-members': { rule: DOCTOR_ONLY },
  'POST /api/doctors/profile/desk-members': {
    rule: DOCTOR_ONLY,
    body: (r) => ({
      name: 'Matrix Desk',
      email: 'matrix.desk@example.pk',
      practiceIds: [r.clinicPractice],
    }),
  },
  'PUT /api/doctors/profile/desk-members/:id': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['deskMember'],
    body: (r) => ({ practiceIds: [r.clinicPractice] }),
  },
  'DELETE /api/doctors/profile/desk-members/:id': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['deskMemberToRevoke'],
  },
  'GET /api/desk/invitations/:token': { rule: rule([400]), params: ['resetToken'] },
  'POST /api/desk/accept': {
    rule: rule([400]),
    body: () => ({ token: 'a-token-never-issued-000000', password: 'Strong@Pass1' }),
  },
  'GET /api/desk/practices': { rule: rule('refused', { desk: 'allowed' }) },
  'GET /api/desk/days': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    query: (r) => `practiceId=${r.clinicPractice}&from=2026-12-01&to=2026-12-03`,
  },
  // Cash (ADR 155): the practice's desk and its doctor; another doctor does not learn the visit.
  'POST /api/desk/payments': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    body: (r) => ({ visitId: r.appointment, amount: 1, method: 'cash', discountReason: 'Matrix' }),
  },
  'POST /api/desk/refunds': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    body: (r) => ({ visitId: r.appointment, reason: 'Matrix' }),
  },
  'GET /api/desk/cash': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    query: (r) => `practiceId=${r.clinicPractice}&date=2026-12-02`,
  },
  'POST /api/desk/cash/close': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    body: (r) => ({ practiceId: r.clinicPractice, date: '2026-12-02', counted: 0 }),
  },
  'POST /api/desk/devices': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    body: (r) => ({ practiceId: r.clinicPractice, deviceKey: 'matrix-device-key-0001' }),
  },
  // The appointment is tomorrow's: the desk and its doctor get 409, a stranger 404.
  'POST /api/desk/check-ins': {
    rule: rule('refused', { desk: [409], doctor: [409], otherDoctor: 'hidden' }),
    body: (r) => ({ appointmentId: r.appointment }),
  },
  'GET /api/desk/day': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    query: (r) => `practiceId=${r.clinicPractice}&date=2026-12-02`,
  },
  // Walk-ins (ADR 157): each caller registers its own (no id given), so each is allowed once.
  'POST /api/desk/walk-ins': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    body: (r) => ({
      practiceId: r.clinicPractice,
      name: 'Matrix Walk In',
      phone: '03001234567',
      sex: 'female',
      age: 30,
    }),
  },
  'GET /api/desk/people': {
    rule: rule('refused', { desk: 'allowed', doctor: 'allowed', otherDoctor: 'hidden' }),
    query: (r) => `practiceId=${r.clinicPractice}&q=Matrix`,
  },
  // Two ids the register does not have: the practice's own callers reach the lookup (404).
  'POST /api/desk/people/merge': {
    rule: rule('refused', { desk: [404], doctor: [404], otherDoctor: 'hidden' }),
    body: (r) => ({
      practiceId: r.clinicPractice,
      keepId: '00000000-0000-4000-8000-000000000001',
      mergeId: '00000000-0000-4000-8000-000000000002',
    }),
  },
  // Operations and the contract
  'GET /api/health': { rule: PUBLIC },
  'GET /api/settings/public': { rule: PUBLIC },
  // The contact page's messages (ADR 144): anyone writes, the administrator reads.
  'POST /api/contact': {
    rule: PUBLIC,
    body: () => ({
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      subject: 'A question',
      message: 'How do I book a video consultation?',
    }),
  },
  'GET /api/admin/contact-messages': { rule: ADMIN_ONLY },
  'GET /api/openapi.json': { rule: PUBLIC },
  'GET /api/docs': { rule: PUBLIC },
  'GET /api/docs/docs.js': { rule: PUBLIC },
  // Outside production the outbox answers the machine itself; the matrix calls from elsewhere.
  'GET /api/dev/outbox': { rule: ADMIN_ONLY },
  'GET /api/dev/messages': { rule: ADMIN_ONLY },

  // Accounts
  'POST /api/auth/patient/register': { rule: PUBLIC },
  'POST /api/auth/doctor/register': { rule: PUBLIC },
  'POST /api/auth/login': { rule: PUBLIC },
  'POST /api/auth/admin/login': { rule: PUBLIC },
  'POST /api/auth/forgot-password': { rule: PUBLIC },
  'GET /api/auth/verify-reset-token/:token': { rule: rule([400]), params: ['resetToken'] },
  'POST /api/auth/reset-password': { rule: PUBLIC },
  'POST /api/auth/logout': { rule: SIGNED_IN },
  'GET /api/auth/profile': { rule: SIGNED_IN },
  'PUT /api/auth/profile': { rule: SIGNED_IN },
  'GET /api/auth/sessions': { rule: SIGNED_IN },
  'GET /api/auth/me': { rule: SIGNED_IN },
  // Bodies with no password: 400 for whoever gets past the sign-in check (ADR 108).
  'POST /api/auth/change-password': { rule: SIGNED_IN },
  'POST /api/auth/change-email': { rule: SIGNED_IN },
  'POST /api/auth/resend-verification': { rule: SIGNED_IN },
  'POST /api/auth/verify-email': { rule: PUBLIC },
  'POST /api/account/export': { rule: SIGNED_IN },
  // The link's token is the key, whoever asks (ADR 109); this one names no export.
  'GET /api/account/export/:token': { rule: rule([404]), params: ['resetToken'] },
  'DELETE /api/account': { rule: SIGNED_IN },
  'DELETE /api/auth/sessions': { rule: SIGNED_IN },
  // Another user's session is 404 for everyone, the administrator included.
  'DELETE /api/auth/sessions/:id': {
    rule: rule([404], { anonymous: 'refused', patient: 'allowed' }),
    params: ['patientSession'],
  },
  'POST /api/upload/profile-picture': { rule: SIGNED_IN },
  'DELETE /api/upload/profile-picture': { rule: SIGNED_IN },
  'GET /api/uploads/:id': { rule: rule([404]), params: ['upload'] },

  // The public directory
  'GET /api/doctors/search': { rule: PUBLIC },
  'GET /api/doctors/specializations': { rule: PUBLIC },
  'GET /api/doctors/cities': { rule: PUBLIC },
  'GET /api/doctors/user/:userId': { rule: PUBLIC, params: ['doctorUser'] },
  'GET /api/doctors/:id': { rule: PUBLIC, params: ['doctor'] },
  'GET /api/bookings/doctors/by-user/:userId': { rule: PUBLIC, params: ['doctorUser'] },
  'GET /api/bookings/doctors/:id/availability': { rule: PUBLIC, params: ['doctor'] },
  'GET /api/reviews/doctor/:userId': { rule: PUBLIC, params: ['doctorUser'] },
  'GET /api/payments/providers': { rule: PUBLIC },

  // A doctor's own profile, schedule and dashboard
  'GET /api/doctors/profile': { rule: DOCTOR_ONLY },
  'PUT /api/doctors/profile': { rule: DOCTOR_ONLY },
  'PATCH /api/doctors/profile/availability': {
    rule: DOCTOR_ONLY,
    body: () => ({ day: 'monday', startTime: '09:00', open: true }),
  },
  'GET /api/doctors/profile/time-off': { rule: DOCTOR_ONLY },
  'POST /api/doctors/profile/time-off': { rule: DOCTOR_ONLY },
  'DELETE /api/doctors/profile/time-off/:id': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['timeOff'],
  },
  'GET /api/doctors/dashboard/stats': { rule: DOCTOR_ONLY },
  'GET /api/doctors/dashboard/today-appointments': { rule: DOCTOR_ONLY },
  'GET /api/patients': { rule: DOCTOR_ONLY },
  'GET /api/patients/:id/summaries': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['patientUser'],
  },
  'GET /api/doctors/profile/medicines': { rule: DOCTOR_ONLY, query: 'q=para' },
  'PUT /api/patients/:id/notes': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['patientUser'],
    body: () => ({ notes: 'Allergic to penicillin' }),
  },

  // Booking and appointments
  'POST /api/bookings/appointments/initiate': { rule: PATIENT_ONLY },
  'POST /api/bookings/appointments/confirm': {
    rule: rule('refused', { patient: 'allowed', otherPatient: 'hidden' }),
    body: (r) => ({
      appointmentId: r.appointment,
      paymentDetails: { method: 'cash', status: 'pending' },
    }),
  },
  // A doctor whose verification is pending or withdrawn sees only appointments booked with them.
  'GET /api/appointments': {
    rule: rule('refused', {
      pendingDoctor: 'allowed',
      patient: 'allowed',
      otherPatient: 'allowed',
      doctor: 'allowed',
      otherDoctor: 'allowed',
    }),
  },
  'GET /api/appointments/:id': {
    rule: patientsOwn({ doctor: 'allowed', admin: 'allowed' }),
    params: ['appointment'],
  },
  // Its patient and its doctor only: the administrator has no calendar of the visit.
  'GET /api/appointments/:id/calendar.ics': {
    rule: patientsOwn({ doctor: 'allowed' }),
    params: ['appointment'],
  },
  // A visit is private: its patient and its doctor reach the room, the administrator too is 403.
  'GET /api/appointments/:id/call': {
    rule: rule('refused', { patient: 'allowed', doctor: 'allowed' }),
    params: ['videoAppointment'],
  },
  'POST /api/appointments/:id/call/consent': {
    rule: rule('refused', { patient: 'allowed' }),
    params: ['videoAppointment'],
  },
  'POST /api/appointments/:id/cancel': {
    rule: rule('refused', { patient: 'allowed', otherPatient: 'hidden' }),
    params: ['appointment'],
    body: () => ({ reason: 'Feeling better' }),
  },
  'POST /api/appointments/:id/reschedule': {
    rule: rule('refused', { patient: 'allowed', otherPatient: 'hidden' }),
    params: ['appointment'],
    body: () => ({ startTime: '2099-01-05T05:00:00.000Z', endTime: '2099-01-05T05:30:00.000Z' }),
  },
  'GET /api/appointments/:id/summary': {
    rule: patientsOwn({ doctor: 'allowed' }),
    params: ['summarizedAppointment'],
  },
  'PUT /api/appointments/:id/summary': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['summarizedAppointment'],
    // The summary as written: an amendment would revoke the token the verify entry checks.
    body: () => ({ diagnosis: 'Viral fever' }),
  },
  'GET /api/visits': { rule: PATIENT_ONLY },
  'GET /api/prescriptions/verify/:token': { rule: PUBLIC, params: ['prescriptionToken'] },
  'PATCH /api/appointments/:id/status': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden' }),
    params: ['appointment'],
    body: () => ({ status: 'scheduled' }),
  },
  'GET /api/payments/sandbox/checkout': { rule: PUBLIC },
  'POST /api/payments/sandbox/checkout': { rule: PUBLIC },
  'POST /api/payments/:provider/create': {
    rule: patientsOwn(),
    params: ['provider'],
    body: (r) => ({ appointmentId: r.appointment }),
  },
  // The provider's server calls back; the signature, not a session, decides.
  'POST /api/payments/:provider/callback': { rule: PUBLIC, params: ['provider'] },

  // Family members: the account holder's only; someone else's is 404
  'GET /api/family-members': { rule: PATIENT_ONLY },
  'POST /api/family-members': {
    rule: PATIENT_ONLY,
    body: () => ({ name: 'Hina Malik', relationship: 'sibling' }),
  },
  'PUT /api/family-members/:id': {
    rule: rule('refused', { patient: 'allowed', otherPatient: [404] }),
    params: ['familyMember'],
    body: () => ({ name: 'Ali Raza Malik', relationship: 'child' }),
  },
  'DELETE /api/family-members/:id': {
    rule: rule('refused', { patient: 'allowed', otherPatient: [404] }),
    params: ['familyMemberToDelete'],
  },

  // The waitlist (ADR 101): the patient's own entries; the counts for the doctor and administrator
  'GET /api/waitlist': { rule: PATIENT_ONLY },
  'POST /api/waitlist': {
    rule: PATIENT_ONLY,
    body: (r) => ({ doctorId: r.doctor, from: r.waitlistFrom, to: r.waitlistFrom }),
  },
  'DELETE /api/waitlist/:id': {
    rule: rule('refused', { patient: 'allowed', otherPatient: [404] }),
    params: ['waitlistEntry'],
  },
  'GET /api/doctor/waitlist': { rule: DOCTOR_ONLY },
  'GET /api/admin/waitlist': { rule: ADMIN_ONLY },

  // Reviews
  'GET /api/reviews/doctor/my-reviews': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'allowed', pendingDoctor: 'allowed' }),
  },
  'GET /api/reviews/my-reviews': { rule: PATIENT_ONLY },
  'POST /api/reviews': { rule: PATIENT_ONLY },
  'PATCH /api/reviews/:id': {
    rule: rule('refused', { patient: 'allowed', otherPatient: 'hidden' }),
    params: ['review'],
    body: () => REVIEW_BODY,
  },
  'DELETE /api/reviews/:id': {
    rule: rule('refused', { patient: 'allowed', otherPatient: 'hidden' }),
    params: ['reviewToDelete'],
  },
  'POST /api/reviews/:id/response': {
    rule: rule('refused', { doctor: 'allowed', otherDoctor: 'hidden', pendingDoctor: 'hidden' }),
    params: ['review'],
    body: () => ({ response: 'Thank you for your feedback.' }),
  },

  // Notifications
  'GET /api/notifications': { rule: SIGNED_IN },
  'GET /api/notifications/unread-count': { rule: SIGNED_IN },
  'PATCH /api/notifications/read-all': { rule: SIGNED_IN },
  'POST /api/notifications/mark-all-read': { rule: SIGNED_IN },
  'PATCH /api/notifications/:id/read': { rule: patientsOwn(), params: ['notification'] },
  'POST /api/notifications/:id/read': { rule: patientsOwn(), params: ['notification'] },
  'GET /api/patient/notifications': { rule: PATIENT_ONLY },
  'GET /api/notification-preferences': { rule: SIGNED_IN },
  'PUT /api/notification-preferences': {
    rule: SIGNED_IN,
    body: () => {
      const on = { reminders: true, changes: true, prescriptions: true };
      const off = { reminders: false, changes: false, prescriptions: false };
      return { email: on, sms: off, whatsapp: off, push: on };
    },
  },
  // Web Push (ADR 104): the key is public; a device's subscription is its account's own
  'GET /api/push/vapid-public-key': { rule: PUBLIC },
  'POST /api/push/subscriptions': {
    rule: SIGNED_IN,
    body: () => browserKeys().json(`https://push.example.com/matrix/${Math.random()}`),
  },
  'DELETE /api/push/subscriptions/:id': { rule: patientsOwn(), params: ['pushSubscription'] },
  // Providers sign their posts; no account's token stands in for the signature.
  'POST /api/messages/inbound/twilio': { rule: rule([403]) },
  'POST /api/messages/inbound': { rule: rule([403]) },
  'GET /api/messages/inbound/whatsapp': { rule: rule([403]) },
  'POST /api/messages/inbound/whatsapp': { rule: rule([403]) },

  // The administrator (ADR 081, the administrator's calls); printed, not failed, until they exist.
  'GET /api/admin/stats': { rule: ADMIN_ONLY },
  'GET /api/admin/recent-activities': { rule: ADMIN_ONLY },
  'GET /api/admin/users': { rule: ADMIN_ONLY },
  'PUT /api/admin/users/:id/status': { rule: ADMIN_ONLY, params: ['patientUser'] },
  'DELETE /api/admin/users/:id': { rule: ADMIN_ONLY, params: ['userToDelete'] },
  'GET /api/admin/doctors': { rule: ADMIN_ONLY },
  'POST /api/admin/doctors/:id/verify': { rule: ADMIN_ONLY, params: ['doctor'] },
  'POST /api/admin/doctors/:id/reject': { rule: ADMIN_ONLY, params: ['doctor'] },
  'GET /api/admin/appointments': { rule: ADMIN_ONLY },
  'PUT /api/admin/appointments/:id/status': { rule: ADMIN_ONLY, params: ['appointment'] },
  'GET /api/admin/reports/appointments': { rule: ADMIN_ONLY },
  'GET /api/admin/reports/revenue': { rule: ADMIN_ONLY },
  'GET /api/admin/reports/user-growth': { rule: ADMIN_ONLY },
  'GET /api/admin/reports/specialties': { rule: ADMIN_ONLY },
  'GET /api/admin/reports/summary': { rule: ADMIN_ONLY },
  'GET /api/admin/logs': { rule: ADMIN_ONLY },
  'GET /api/admin/settings': { rule: ADMIN_ONLY },
  'PUT /api/admin/settings': { rule: ADMIN_ONLY },
  'GET /api/admin/system': { rule: ADMIN_ONLY },
  'GET /api/admin/messages': { rule: ADMIN_ONLY },
  'GET /api/admin/refunds': { rule: ADMIN_ONLY, query: 'status=manual' },
  'POST /api/admin/refunds/:id/mark-refunded': {
    rule: ADMIN_ONLY,
    params: ['refund'],
    body: () => ({ reference: 'BANK-REF-1' }),
  },
  'POST /api/admin/reviews/:id/reject': { rule: ADMIN_ONLY, params: ['review'] },
  'GET /api/expiry/expiring': { rule: ADMIN_ONLY },
  'POST /api/expiry/check': { rule: ADMIN_ONLY },
};
