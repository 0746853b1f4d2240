import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { doctorAvailability, doctors, users } from '#server/db/schema/index';
import { type Doctor, WEEKDAYS, type WeeklyAvailability } from '#shared/schemas/doctor';

export type DoctorRow = {
  doctor: typeof doctors.$inferSelect;
  user: { name: string; email: string; status: string };
};
type AvailabilityRow = {
  weekday: number;
  startMinute: number;
  endMinute: number;
};

export const doctorColumns = {
  doctor: doctors,
  user: { name: users.name, email: users.email, status: users.status },
};

/** A doctor's weekly availability rows as one JSON column (for lists: no second query). */
export const availabilityJson = sql<AvailabilityRow[]>`(
  select coalesce(json_agg(json_build_object('weekday', da.weekday, 'startMinute', da.start_minute,
    'endMinute', da.end_minute) order by da.weekday, da.start_minute), '[]'::json)
  from doctor_availability da where da.doctor_id = ${doctors.id})`;

/** Doctors joined with their user; the caller adds filters, order and paging. */
export function selectDoctors(db: DbOrTx) {
  return db.select(doctorColumns).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Availability rows (clinic minutes) as the weekly shape of /api/openapi.json, keyed
 * sunday…saturday.
 */
export function toWeeklyAvailability(rows: readonly AvailabilityRow[]): WeeklyAvailability {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { isAvailable: false, slots: [] }]),
  ) as unknown as WeeklyAvailability;
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (const row of sorted) {
    const day = week[WEEKDAYS[row.weekday]];
    day.isAvailable = true;
    day.slots.push({ startTime: hhmm(row.startMinute), endTime: hhmm(row.endMinute) });
  }
  return week;
}

export function toDoctor(row: DoctorRow, availability: readonly AvailabilityRow[]): Doctor {
  const d = row.doctor;
  return {
    _id: d.id,
    userId: d.userId,
    name: row.user.name,
    email: row.user.email,
    gender: d.gender,
    profilePicture: d.profilePictureUrl ? { url: d.profilePictureUrl } : null,
    specialization: d.specialization,
    qualifications: d.qualifications,
    clinicName: d.clinicName,
    experience: d.experience,
    consultationFee: d.consultationFee,
    licenseNumber: d.licenseNumber,
    about: d.about,
    services: d.services,
    languages: d.languages,
    contactInfo: d.contactInfo ?? null,
    location:
      d.location ??
      (d.city ? { address: '', city: d.city, state: '', country: '', zipCode: '' } : null),
    availability: toWeeklyAvailability(availability),
    education: d.education,
    certifications: d.certifications,
    awards: d.awards,
    ratings: { average: d.ratingAverage, count: d.ratingCount },
    verificationStatus: d.verificationStatus,
    ...(d.rejectionReason ? { rejectionReason: d.rejectionReason } : {}),
    createdAt: d.createdAt.toISOString(),
  };
}

/** Doctor views for rows already loaded, with every doctor's availability in one more query. */
export async function withAvailability(db: DbOrTx, rows: readonly DoctorRow[]): Promise<Doctor[]> {
  if (rows.length === 0) return [];
  const slots = await db
    .select({
      doctorId: doctorAvailability.doctorId,
      weekday: doctorAvailability.weekday,
      startMinute: doctorAvailability.startMinute,
      endMinute: doctorAvailability.endMinute,
    })
    .from(doctorAvailability)
    .where(
      inArray(
        doctorAvailability.doctorId,
        rows.map((r) => r.doctor.id),
      ),
    )
    .orderBy(asc(doctorAvailability.weekday), asc(doctorAvailability.startMinute));
  return rows.map((row) =>
    toDoctor(
      row,
      slots.filter((s) => s.doctorId === row.doctor.id),
    ),
  );
}

/** One doctor row by a condition, or undefined. */
export async function findDoctorRow(db: DbOrTx, where: SQL): Promise<DoctorRow | undefined> {
  const [row] = await selectDoctors(db).where(where).limit(1);
  return row;
}
