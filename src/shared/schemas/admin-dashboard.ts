/** GET /admin/stats: the six cards of /admin/dashboard (ADR 021). */
export type AdminStats = {
  /** Patient and doctor accounts (administrators are not counted). */
  totalUsers: number;
  /** Doctor accounts, whatever their verification status. */
  totalDoctors: number;
  /** Doctors whose application waits for a decision. */
  pendingVerifications: number;
  /** Appointments, not counting bookings initiated and never confirmed. */
  totalAppointments: number;
  /** Patient and doctor accounts, not blocked, signed in within ACTIVE_USER_DAYS. */
  activeUsers: number;
  /** The percent of the server's health checks that pass now (0 to 100). */
  systemHealth: number;
  /** SMS and WhatsApp messages that failed after their last attempt (GET /admin/messages). */
  failedMessages: number;
};

export const ACTIVE_USER_DAYS = 30;
/** How many entries of the audit log the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const ACTIVITY_ICON_TYPES = ['user', 'doctor', 'appointment', 'other'] as const;
export type ActivityIconType = (typeof ACTIVITY_ICON_TYPES)[number];

/** GET /admin/recent-activities: one audit log entry, newest first. */
export type Activity = {
  id: string;
  /** A message id of ACTIVITY_MSG (English), translated by the app. */
  title: string;
  /** Who and the entry's details, as recorded. */
  description: string;
  /** ISO 8601 UTC. */
  time: string;
  iconType: ActivityIconType;
};
