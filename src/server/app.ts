import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppEnv, Deps } from './context';
import { ApiError } from './lib/errors';
import { authenticate } from './middleware/auth';
import { onError, onNotFound } from './middleware/errors';
import { idempotency } from './middleware/idempotency';
import { maintenance } from './middleware/maintenance';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security';
import { textGuard } from './middleware/text-guard';
import { accountRoutes } from './modules/account/account.routes';
import { adminAppointmentRoutes } from './modules/admin-appointments/admin-appointments.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminDoctorRoutes } from './modules/admin-doctors/admin-doctors.routes';
import { adminLogRoutes } from './modules/admin-logs/admin-logs.routes';
import { adminReportRoutes } from './modules/admin-reports/admin-reports.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { appointmentActionRoutes } from './modules/appointments/appointment-actions.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { callRoutes } from './modules/calls/call.routes';
import { adminContactRoutes, contactRoutes } from './modules/contact/contact.routes';
import { deskRoutes } from './modules/desk/desk.routes';
import { deskCashRoutes } from './modules/desk/desk-cash.routes';
import { deskMemberRoutes } from './modules/desk/desk-members.routes';
import { deskWalkInRoutes } from './modules/desk/desk-walk-ins.routes';
import { doctorDashboardRoutes } from './modules/doctors/doctor-dashboard.routes';
import { doctorProfileRoutes } from './modules/doctors/doctor-profile.routes';
import { doctorRoutes } from './modules/doctors/doctors.routes';
import { expiryRoutes } from './modules/expiry/expiry.routes';
import { familyMemberRoutes } from './modules/family-members/family-members.routes';
import { inboundMessageRoutes } from './modules/messaging/inbound-messages.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { notificationPreferenceRoutes } from './modules/messaging/notification-preferences.routes';
import {
  notificationRoutes,
  patientNotificationRoutes,
} from './modules/notifications/notifications.routes';
import { patientRoutes } from './modules/patients/patients.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { pushRoutes } from './modules/push/push.routes';
import { refundRoutes } from './modules/refunds/refunds.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { adminSettingsRoutes } from './modules/settings/admin-settings.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { adminSystemRoutes } from './modules/system/admin-system.routes';
import { mountDocs } from './modules/system/docs';
import { systemRoutes } from './modules/system/system.routes';
import { fileRoutes, uploadRoutes } from './modules/uploads/uploads.routes';
import {
  medicineRoutes,
  patientSummaryRoutes,
} from './modules/visit-summaries/doctor-summaries.routes';
import { prescriptionRoutes } from './modules/visit-summaries/prescriptions.routes';
import { summaryRoutes } from './modules/visit-summaries/visit-summaries.routes';
import { visitRoutes } from './modules/visit-summaries/visits.routes';
import {
  adminWaitlistRoutes,
  doctorWaitlistRoutes,
  waitlistRoutes,
} from './modules/waitlist/waitlist.routes';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/** The REST API under /api: one sub-app per resource, one error path. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.use('*', requestLog);
  api.use('*', async (c, next) => {
    const isUpload = c.req.path.startsWith('/api/upload/');
    return bodyLimit({
      maxSize: isUpload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT,
      onError: () => {
        throw isUpload
          ? new ApiError(413, 'File size must be less than 5MB')
          : new ApiError(413, 'The request body is too large (at most 1 MB)');
      },
    })(c, next);
  });
  api.use('*', textGuard);
  api.use('*', authenticate);
  api.use('*', maintenance);
  api.use('*', idempotency);

  api.route('/', systemRoutes);
  api.route('/auth', authRoutes);
  api.route('/account', accountRoutes);
  api.route('/upload', uploadRoutes);
  api.route('/uploads', fileRoutes);
  api.route('/doctors', doctorRoutes);
  api.route('/doctors', doctorProfileRoutes);
  api.route('/doctors', deskMemberRoutes);
  api.route('/desk', deskRoutes);
  api.route('/desk', deskCashRoutes);
  api.route('/desk', deskWalkInRoutes);
  api.route('/doctors', doctorDashboardRoutes);
  api.route('/doctors', medicineRoutes);
  api.route('/bookings', bookingRoutes);
  api.route('/appointments', appointmentActionRoutes);
  api.route('/appointments', appointmentRoutes);
  api.route('/appointments', summaryRoutes);
  api.route('/appointments', callRoutes);
  api.route('/visits', visitRoutes);
  api.route('/prescriptions', prescriptionRoutes);
  api.route('/patients', patientRoutes);
  api.route('/patients', patientSummaryRoutes);
  api.route('/family-members', familyMemberRoutes);
  api.route('/waitlist', waitlistRoutes);
  api.route('/doctor', doctorWaitlistRoutes);
  api.route('/payments', paymentRoutes);
  api.route('/push', pushRoutes);
  api.route('/reviews', reviewRoutes);
  api.route('/notifications', notificationRoutes);
  api.route('/patient', patientNotificationRoutes);
  api.route('/notification-preferences', notificationPreferenceRoutes);
  api.route('/', messagingRoutes);
  api.route('/messages/inbound', inboundMessageRoutes);
  api.route('/settings', settingsRoutes);
  api.route('/contact', contactRoutes);
  api.route('/admin', adminDashboardRoutes);
  api.route('/admin', adminDoctorRoutes);
  api.route('/admin', adminSettingsRoutes);
  api.route('/admin', adminSystemRoutes);
  api.route('/admin', adminReportRoutes);
  api.route('/admin', adminWaitlistRoutes);
  api.route('/admin', adminContactRoutes);
  api.route('/admin', refundRoutes);
  api.route('/expiry', expiryRoutes);
  api.route('/admin/users', adminUserRoutes);
  api.route('/admin/appointments', adminAppointmentRoutes);
  api.route('/admin/logs', adminLogRoutes);
  mountDocs(api, deps.version);

  api.notFound(onNotFound);
  api.onError(onError);
  return api;
}

/** The whole server: security headers, the API, and (when given) the built app. */
export function createApp(deps: Deps, options: { staticApp?: Hono } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.env));
  // JSON answers and the app's index.html above 1 KB go out gzip- or deflate-encoded when the
  // client accepts it; built assets already carry their precompressed encoding and are left alone.
  app.use('*', compress({ threshold: 1024 }));
  app.route('/api', createApi(deps));
  // Unknown API paths answer the envelope, never the app's index.html.
  app.all('/api/*', onNotFound);
  if (options.staticApp) app.route('/', options.staticApp);
  app.onError(onError);
  return app;
}
