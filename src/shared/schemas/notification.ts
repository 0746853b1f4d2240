import * as v from 'valibot';
import type { NotificationData } from '../domain/notification-texts';
import { calendarTimestamp, type Page, queryNumber } from './common';

/** GET /notifications: a page of this many unless told, never more than the maximum. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

/** The types the server creates (ADR 007, ADR 010). Clients show others with a generic icon. */
export const NOTIFICATION_TYPES = [
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_CONFIRMED',
  'APPOINTMENT_CANCELLED',
  'APPOINTMENT_RESCHEDULED',
  'APPOINTMENT_REMINDER',
  'REVIEW_RECEIVED',
  'PAYMENT_RECEIVED',
  'REFUND_ISSUED',
  'REFUND_COMPLETED',
  'PRESCRIPTION_READY',
] as const;

/** GET /notifications?limit&page and GET /patient/notifications?limit&page. */
export const NotificationListQuerySchema = v.object({
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(
    queryNumber('limit', 1, NOTIFICATIONS_PAGE_MAX),
    String(NOTIFICATIONS_PAGE_SIZE),
  ),
});

/**
 * PATCH /notifications/read-all?before=: an offline "mark all read" replayed later marks only
 * what had arrived when the user acted (ADR 006), not notifications that came after.
 */
export const ReadAllQuerySchema = v.object({
  before: v.optional(calendarTimestamp('before must be an ISO 8601 time')),
});

/** Variant 1 (the one the app uses, ADR 004). */
export type Notification = {
  _id: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  appointmentId?: string;
  /**
   * The kind and raw params the text was filled from, for a client to show it in its reader's
   * language (ADR 048); null on older notifications.
   */
  data?: NotificationData | null;
};

export type NotificationList = Page<'notifications', Notification> & { unreadCount: number };

/** Variant 2 (GET /patient/notifications): the same rows in other names, lower-case types. */
export type NotificationV2 = {
  id: string;
  type: string;
  title: string;
  message: string;
  read: boolean;
  timestamp: string;
  appointmentId: string | null;
};

/** Variant 2's four named types; other types travel lower-cased. */
const V2_TYPES: Record<string, string> = {
  APPOINTMENT_BOOKED: 'appointment_confirmation',
  APPOINTMENT_CONFIRMED: 'appointment_confirmation',
  APPOINTMENT_REMINDER: 'appointment_reminder',
  APPOINTMENT_CANCELLED: 'appointment_cancelled',
  APPOINTMENT_RESCHEDULED: 'appointment_rescheduled',
};
export const toV2Type = (type: string) => V2_TYPES[type] ?? type.toLowerCase();
