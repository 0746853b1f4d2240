import * as v from 'valibot';
import { AUDIT_TYPES } from '../domain/audit-kinds';
import { isDateOnly } from '../domain/date-only';
import { ADMIN_SEARCH_MAX } from './admin-search';
import { APPOINTMENT_STATUSES, type Appointment } from './appointment';
import { type CappedPage, type Page, queryNumber } from './common';
import { ROLES, type Role, USER_STATUSES } from './user';

/** Page sizes of the administrator's lists (ADR 082). */
export const ADMIN_APPOINTMENTS_PAGE_SIZE = 10;
export const ADMIN_LOGS_PAGE_SIZE = 20;
export { ADMIN_SEARCH_MAX };

export const ADMIN_CANCEL_REASON_MAX = 500;

export const ADMIN_MSG = {
  search: `Please keep the search under ${ADMIN_SEARCH_MAX} characters`,
  role: 'Role must be all, patient, doctor, admin or desk',
  userStatusFilter: 'Status must be all, active, blocked or pending',
  userStatus: 'Status must be one of active, blocked, pending',
  appointmentStatusFilter:
    'Status must be all, pending, scheduled, completed, cancelled or no-show',
  appointmentStatus: 'Status must be one of pending, scheduled, completed, cancelled, no-show',
  type: 'Type must be all, create, update, delete, login or logout',
  date: 'Please enter a valid date (yyyy-MM-dd)',
  format: 'Format must be json or csv',
  reasonLong: `Please keep the reason under ${ADMIN_CANCEL_REASON_MAX} characters`,
  ownStatus: 'You cannot change the status of your own account',
  /**
   * Stored as the cancellation reason when the administrator gives none (the call may send only
   * {status}; ADR 028).
   */
  cancelledDefault: 'Cancelled by the clinic',
} as const;

const search = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_SEARCH_MAX, ADMIN_MSG.search)),
);
const date = v.optional(
  v.pipe(
    v.string(ADMIN_MSG.date),
    v.trim(),
    v.check((s) => s === '' || isDateOnly(s), ADMIN_MSG.date),
  ),
);
const format = v.optional(v.picklist(['json', 'csv'], ADMIN_MSG.format), 'json');
const page = v.optional(queryNumber('page', 1, 1_000_000), '1');

/** GET /admin/users */
export const AdminUsersQuerySchema = v.object({
  role: v.optional(v.picklist(['all', ...ROLES], ADMIN_MSG.role), 'all'),
  status: v.optional(v.picklist(['all', ...USER_STATUSES], ADMIN_MSG.userStatusFilter), 'all'),
  search,
  format,
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;

/** PUT /admin/users/{id}/status */
export const UserStatusChangeSchema = v.object({
  status: v.picklist(USER_STATUSES, ADMIN_MSG.userStatus),
});
export type UserStatusChange = v.InferOutput<typeof UserStatusChangeSchema>;

/** GET /admin/appointments */
export const AdminAppointmentsQuerySchema = v.object({
  page,
  status: v.optional(
    v.picklist(['all', ...APPOINTMENT_STATUSES], ADMIN_MSG.appointmentStatusFilter),
    'all',
  ),
  date,
  search,
  format,
});
export type AdminAppointmentsQuery = v.InferOutput<typeof AdminAppointmentsQuerySchema>;

/** PUT /admin/appointments/{id}/status: any status (ADR 007); a reason only for a cancellation. */
export const AdminAppointmentStatusSchema = v.object({
  status: v.picklist(APPOINTMENT_STATUSES, ADMIN_MSG.appointmentStatus),
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_CANCEL_REASON_MAX, ADMIN_MSG.reasonLong)),
  ),
});
export type AdminAppointmentStatus = v.InferOutput<typeof AdminAppointmentStatusSchema>;

/** GET /admin/logs */
export const AdminLogsQuerySchema = v.object({
  page,
  type: v.optional(v.picklist(['all', ...AUDIT_TYPES], ADMIN_MSG.type), 'all'),
  date,
  search,
  format,
});
export type AdminLogsQuery = v.InferOutput<typeof AdminLogsQuerySchema>;

export type AdminAppointmentPage = CappedPage<'appointments', Appointment>;

/** One row of GET /admin/logs; `timestamp` is ISO UTC, shown in clinic time. */
export type AuditLogEntry = {
  id: string;
  timestamp: string;
  user: { name: string | null; role: Role | string | null };
  action: string;
  resource: string;
  resourceId: string | null;
  details: string;
  ipAddress: string | null;
};

export type AuditLogPage = Page<'logs', AuditLogEntry>;
