import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  appointments,
  doctorAvailability,
  doctors,
  doctorTimeOff,
  familyMemberNotes,
  familyMembers,
  notificationPreferences,
  notifications,
  patientNotes,
  patientProfiles,
  payments,
  pushSubscriptions,
  refunds,
  reviews,
  sessions,
  users,
  visitSummaries,
  visitSummaryVersions,
  waitlistEntries,
} from '#server/db/schema/index';

/** Section names of the export, in the order the readable copy shows them (ADR 109). */
export const EXPORT_SECTIONS = [
  'profile',
  'familyMembers',
  'appointments',
  'payments',
  'refunds',
  'reviews',
  'notifications',
  'visitSummaries',
  'waitlist',
  'sessions',
  'consents',
] as const;

/** What a secret is; never exported, even to its owner. */
const withoutSecrets = <T extends Record<string, unknown>>(row: T, ...keys: (keyof T)[]) => {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
};

/**
 * Everything we hold about one account, as rows: the account, what it booked and was told, its
 * devices and choices, and for a doctor their practice and the notes they wrote (ADR 109).
 * Password hashes, token hashes and push keys stay out: they are ours to check, not data about
 * the person.
 */
export async function collectAccountData(db: Db, userId: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [patient] = await db
    .select()
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, userId));
  const family = await db.select().from(familyMembers).where(eq(familyMembers.userId, userId));
  const [doctor] = await db.select().from(doctors).where(eq(doctors.userId, userId));

  const booked = await db
    .select()
    .from(appointments)
    .where(eq(appointments.patientId, userId))
    .orderBy(desc(appointments.startTime));
  const seen = doctor
    ? await db
        .select()
        .from(appointments)
        .where(eq(appointments.doctorId, doctor.id))
        .orderBy(desc(appointments.startTime))
    : [];
  const appointmentIds = [...booked, ...seen].map((a) => a.id);
  const some = <T>(ids: string[], read: (ids: string[]) => Promise<T[]>) =>
    ids.length ? read(ids) : Promise.resolve([] as T[]);
  const paid = await some(appointmentIds, (ids) =>
    db.select().from(payments).where(inArray(payments.appointmentId, ids)),
  );
  const refunded = await some(appointmentIds, (ids) =>
    db.select().from(refunds).where(inArray(refunds.appointmentId, ids)),
  );
  const summaries = await some(appointmentIds, (ids) =>
    db
      .select({ summary: visitSummaries, version: visitSummaryVersions })
      .from(visitSummaries)
      .innerJoin(visitSummaryVersions, eq(visitSummaryVersions.summaryId, visitSummaries.id))
      .where(inArray(visitSummaries.appointmentId, ids)),
  );
  const written = await db.select().from(reviews).where(eq(reviews.patientId, userId));
  const received = doctor
    ? await db.select().from(reviews).where(eq(reviews.doctorId, doctor.id))
    : [];
  const told = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const waiting = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.patientId, userId));
  const devices = await db.select().from(sessions).where(eq(sessions.userId, userId));
  const [preferences] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const pushes = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

  return {
    exportedAt: now.toISOString(),
    profile: {
      account: withoutSecrets(user, 'passwordHash'),
      ...(patient ? { patientProfile: patient } : {}),
    },
    familyMembers: family,
    // The names copied onto appointments for Manage Appointments' search (ADR 126) repeat the
    // accounts' names: the export gives the appointment as the person knows it.
    appointments: [...booked, ...seen].map(({ patientName: _p, doctorName: _d, ...row }) => row),
    payments: paid,
    refunds: withoutSecretsAll(refunded, 'idempotencyKey'),
    reviews: [...written, ...received],
    notifications: told,
    visitSummaries: summaries.map(({ summary, version }) => ({
      ...summary,
      ...withoutSecrets(version, 'verifyTokenId'),
      prescription: version.medicines,
    })),
    waitlist: waiting,
    sessions: devices.map((s) => ({
      id: s.id,
      signedInAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      endedAt: s.endedAt,
      endReason: s.endReason,
      expiresAt: s.expiresAt,
    })),
    consents: {
      notificationPreferences: preferences ?? null,
      pushSubscriptions: pushes.map((p) => ({
        id: p.id,
        service: new URL(p.endpoint).host,
        createdAt: p.createdAt,
      })),
    },
    ...(doctor ? { doctor: await doctorPart(db, doctor) } : {}),
  };
}

function withoutSecretsAll<T extends Record<string, unknown>>(rows: T[], ...keys: (keyof T)[]) {
  return rows.map((r) => withoutSecrets(r, ...keys));
}

async function doctorPart(db: Db, doctor: typeof doctors.$inferSelect) {
  return {
    profile: doctor,
    availability: await db
      .select()
      .from(doctorAvailability)
      .where(eq(doctorAvailability.doctorId, doctor.id)),
    timeOff: await db.select().from(doctorTimeOff).where(eq(doctorTimeOff.doctorId, doctor.id)),
    notesWritten: {
      patients: await db
        .select()
        .from(patientNotes)
        .where(eq(patientNotes.doctorUserId, doctor.userId)),
      familyMembers: await db
        .select()
        .from(familyMemberNotes)
        .where(eq(familyMemberNotes.doctorUserId, doctor.userId)),
    },
  };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;
