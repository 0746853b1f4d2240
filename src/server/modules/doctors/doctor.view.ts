import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { doctors, users } from '#server/db/schema/index';
import type { Doctor } from '#shared/schemas/doctor';
import {
  firstClinicOf,
  type PracticeRow,
  practicesOf,
  toPractice,
  toWeeklyAvailability,
} from './practices.view';

export type DoctorRow = {
  doctor: typeof doctors.$inferSelect;
  user: { name: string; email: string; status: string };
};
export const doctorColumns = {
  doctor: doctors,
  user: { name: users.name, email: users.email, status: users.status },
};

/** Doctors joined with their user; the caller adds filters, order and paging. */
export function selectDoctors(db: DbOrTx) {
  return db.select(doctorColumns).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
}

/**
 * The Doctor of /api/openapi.json. `availability` is the first clinic practice's hours, which
 * the seed-era fields mirror (ADR 112); each practice carries its own.
 */
export function toDoctor(row: DoctorRow, practices: readonly PracticeRow[]): Doctor {
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
    availability: toWeeklyAvailability(firstClinicOf(practices)?.hours ?? []),
    practices: practices.map(toPractice),
    offersVideo: d.offersVideo,
    education: d.education,
    certifications: d.certifications,
    awards: d.awards,
    ratings: { average: d.ratingAverage, count: d.ratingCount },
    verificationStatus: d.verificationStatus,
    ...(d.rejectionReason ? { rejectionReason: d.rejectionReason } : {}),
    createdAt: d.createdAt.toISOString(),
  };
}

/** Doctor views for rows already loaded, with every doctor's practices in one more query. */
export async function withAvailability(db: DbOrTx, rows: readonly DoctorRow[]): Promise<Doctor[]> {
  if (rows.length === 0) return [];
  const practices = await practicesOf(
    db,
    rows.map((r) => r.doctor.id),
  );
  return rows.map((row) => toDoctor(row, practices.get(row.doctor.id) ?? []));
}

/** One doctor row by a condition, or undefined. */
export async function findDoctorRow(db: DbOrTx, where: SQL): Promise<DoctorRow | undefined> {
  const [row] = await selectDoctors(db).where(where).limit(1);
  return row;
}
