import Dexie, { type EntityTable, type Table } from 'dexie';
import type { CallMessageRow } from './call-messages';
import type { MirrorAppointment } from './collections/appointments';
import type { MirrorDeskDay } from './collections/desk-days';
import type { MirrorDoctorReviews } from './collections/doctor-reviews';
import type { MirrorFamilyMember } from './collections/family-members';
import type { MirrorNotificationPreferences } from './collections/notification-preferences';
import type { MirrorNotification } from './collections/notifications';
import type { MirrorPatient } from './collections/patients';
import type { MirrorProfile } from './collections/profile';
import type { MirrorReview } from './collections/reviews';
import type { MirrorSchedule } from './collections/schedule';
import type { MirrorVisit } from './collections/visits';
import type { MirrorWaitlistEntry } from './collections/waitlist';
import type { DeskDeviceRow, DeskReceiptRow } from './desk-cash';

/**
 * The on-device mirror (ADR 006): one IndexedDB database holding the signed-in user's appointments,
 * notifications and profile (and, for doctors, patients and schedule), the sync queue's outbox
 * and per-collection sync times. Every row carries the userId it belongs to, so one device can
 * hold several users' data apart and sign-out removes exactly one user's rows.
 *
 * Each collection's row type, refresh and read hooks live in its file under collections/. Server
 * data arrives through the refresher and local changes through the outbox (`syncEngine.enqueue`).
 */

/** waiting: will be sent; syncing: being sent now; failed / conflict: the server refused it (final). */
export type OutboxState = 'waiting' | 'syncing' | 'failed' | 'conflict';

/** One queued mutation. The token is never stored here: it is added at send time. */
export type OutboxItem = {
  /** Auto-increment: the replay order (first in, first out). */
  seq?: number;
  /** crypto.randomUUID(), sent as the Idempotency-Key header on every attempt. */
  id: string;
  kind: string;
  payload: unknown;
  userId: string;
  /** The record this change is about (an appointment id…): later changes to it wait for this one. */
  entityId: string;
  /** When the user acted (ms since epoch). */
  actedAt: number;
  attempts: number;
  /** Not sent before this time (ms since epoch). */
  nextAttemptAt: number;
  lastError: string | null;
  /** HTTP status of the last refusal or failure, when there was a response. */
  lastStatus: number | null;
  state: OutboxState;
  /** Plain words for the user: what this change was (the kind's describe()). */
  description: string;
};

/** Last successful sync and last attempt of one collection for one user. */
export type SyncMeta = {
  userId: string;
  collection: string;
  lastSyncedAt: number | null;
  lastAttemptAt: number | null;
  lastError: string | null;
  /**
   * The HTTP status of the last failed refresh (null when no answer came), so a screen can say
   * why it has nothing to show. Only meaningful while lastError is set.
   */
  lastStatus?: number | null;
};

/** The collections the refresher may fill. */
export type MirrorTableName =
  | 'appointments'
  | 'notifications'
  | 'profile'
  | 'patients'
  | 'schedule'
  | 'reviews'
  | 'doctorReviews'
  | 'familyMembers'
  | 'visits'
  | 'notificationPreferences'
  | 'waitlist'
  | 'deskDays';

/** Tables holding one row per user rather than a list. */
export const SINGLETON_TABLES: ReadonlySet<MirrorTableName> = new Set([
  'profile',
  'schedule',
  'doctorReviews',
  'notificationPreferences',
]);

/**
 * Every schema version, oldest first. Only ever append a version: an installed app upgrades
 * through each one in turn, and an old version edited in place would strand existing devices.
 */
export const SCHEMA_VERSIONS: { version: number; stores: Record<string, string | null> }[] = [
  {
    version: 1,
    stores: {
      appointments: '[userId+_id], userId, status, startTime',
      notifications: '[userId+_id], userId, createdAt',
      profile: 'userId',
      outbox: '++seq, &id, userId, entityId, state',
      meta: '[userId+collection], userId',
    },
  },
  {
    // The doctor's half of the mirror (ADR 006: "for doctors, their patients and schedule").
    version: 2,
    stores: {
      patients: '[userId+_id], userId',
      schedule: 'userId',
    },
  },
  {
    // The patient's own reviews, so writing, editing and deleting work offline (issue 8).
    version: 3,
    stores: {
      reviews: '[userId+_id], userId, appointmentId, createdAt',
    },
  },
  {
    // The reviews a doctor has received with their summary, one row, so /doctor/reviews opens
    // offline (issue 9).
    version: 4,
    stores: {
      doctorReviews: 'userId',
    },
  },
  {
    // The account holder's family members, so they can be added, edited and booked for offline
    // (issue 17, ADR 095).
    version: 5,
    stores: {
      familyMembers: '[userId+_id], userId',
    },
  },
  {
    // Visits and their summaries, so a prescription opens offline (issue 17, ADR 096).
    version: 6,
    stores: {
      visits: '[userId+_id], userId',
    },
  },
  {
    // The reader's notification channels and choices, so they change offline too (issue 18).
    version: 7,
    stores: {
      notificationPreferences: 'userId',
    },
  },
  {
    // The patient's waitlist entries and their offers, so the list opens offline (ADR 101).
    version: 8,
    stores: {
      waitlist: '[userId+_id], userId',
    },
  },
  {
    // A video visit's text messages, kept with the appointment on each party's device only
    // (ADR 115); the server relays them and keeps nothing.
    version: 9,
    stores: {
      callMessages: '[userId+_id], userId, appointmentId',
    },
  },
  {
    // The front desk's days (7 back, 7 ahead) per practice, its device letters and counters,
    // and the receipts this device took, so /desk works with no signal (ADR 154, ADR 155).
    version: 10,
    stores: {
      deskDays: '[userId+_id], userId',
      deskDevices: '[userId+practiceId], userId',
      deskReceipts: '[userId+_id], userId',
    },
  },
];

export const DB_NAME = 'mashwara';

export class MashwaraDb extends Dexie {
  appointments!: Table<MirrorAppointment, [string, string]>;
  notifications!: Table<MirrorNotification, [string, string]>;
  profile!: EntityTable<MirrorProfile, 'userId'>;
  patients!: Table<MirrorPatient, [string, string]>;
  schedule!: EntityTable<MirrorSchedule, 'userId'>;
  reviews!: Table<MirrorReview, [string, string]>;
  doctorReviews!: EntityTable<MirrorDoctorReviews, 'userId'>;
  familyMembers!: Table<MirrorFamilyMember, [string, string]>;
  visits!: Table<MirrorVisit, [string, string]>;
  notificationPreferences!: EntityTable<MirrorNotificationPreferences, 'userId'>;
  waitlist!: Table<MirrorWaitlistEntry, [string, string]>;
  callMessages!: Table<CallMessageRow, [string, string]>;
  deskDays!: Table<MirrorDeskDay, [string, string]>;
  deskDevices!: Table<DeskDeviceRow, [string, string]>;
  deskReceipts!: Table<DeskReceiptRow, [string, string]>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  meta!: Table<SyncMeta, [string, string]>;

  constructor(name = DB_NAME) {
    super(name);
    for (const { version, stores } of SCHEMA_VERSIONS) this.version(version).stores(stores);
  }

  /** The mirror tables (everything but the outbox and meta). */
  mirrorTable(name: MirrorTableName): Table<{ userId: string }, unknown> {
    return this.table(name);
  }
}

/** Tests and the soak open their own databases; the app uses `localDb`. */
export function createLocalDb(name = DB_NAME): MashwaraDb {
  return new MashwaraDb(name);
}

/** The app's database. Dexie opens it lazily on first use. */
export const localDb = createLocalDb();

export const USER_TABLES = [
  'appointments',
  'notifications',
  'profile',
  'patients',
  'schedule',
  'reviews',
  'doctorReviews',
  'familyMembers',
  'visits',
  'notificationPreferences',
  'waitlist',
  'callMessages',
  'deskDays',
  'deskDevices',
  'deskReceipts',
  'outbox',
  'meta',
] as const;

/** Removes every row of one user: mirror, outbox and sync times (sign-out, ADR 006). */
export async function clearUserRows(db: MashwaraDb, userId: string): Promise<void> {
  await db.transaction('rw', [...USER_TABLES], async () => {
    for (const name of USER_TABLES) {
      await db.table(name).where('userId').equals(userId).delete();
    }
  });
}

/** Merges a change into one collection's sync times. */
export async function writeMeta(
  db: MashwaraDb,
  userId: string,
  collection: string,
  change: Partial<Omit<SyncMeta, 'userId' | 'collection'>>,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const current = await db.meta.get([userId, collection]);
    await db.meta.put({
      userId,
      collection,
      lastSyncedAt: null,
      lastAttemptAt: null,
      lastError: null,
      ...current,
      ...change,
    });
  });
}
