import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import {
  appointments,
  deskPeople,
  doctors,
  familyMembers,
  patientProfiles,
  users,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import type { Env } from '#server/env';
import { signToken } from '#server/lib/prescription-token';
import {
  AMEND_WINDOW_HOURS,
  type DoctorSummary,
  type Medicine,
  type VisitSummary,
} from '#shared/schemas/visit-summary';

const doctorUsers = alias(users, 'summary_doctor_user');
const patientUsers = alias(users, 'summary_patient_user');

const columns = {
  summary: visitSummaries,
  version: visitSummaryVersions,
  appointment: {
    id: appointments.id,
    startTime: appointments.startTime,
    reason: appointments.reason,
  },
  doctor: {
    name: doctorUsers.name,
    qualifications: doctors.qualifications,
    licenseNumber: doctors.licenseNumber,
    clinicName: doctors.clinicName,
    specialization: doctors.specialization,
  },
  /** Whether the doctor may still vouch for a prescription (ADR 097). */
  doctorStanding: { verification: doctors.verificationStatus, status: doctorUsers.status },
  // The account holder, or the walk-in of the desk's register (ADR 157).
  holder: {
    name: sql<string>`coalesce(${patientUsers.name}, ${deskPeople.name})`,
    dateOfBirth: sql<
      string | null
    >`coalesce(${patientProfiles.dateOfBirth}, ${deskPeople.dateOfBirth}::text)`,
    gender: sql<
      typeof patientProfiles.$inferSelect.gender
    >`coalesce(${patientProfiles.gender}, ${deskPeople.sex})`,
  },
  member: {
    name: familyMembers.name,
    relationship: familyMembers.relationship,
    dateOfBirth: familyMembers.dateOfBirth,
    gender: familyMembers.gender,
  },
};

/**
 * Summaries with their latest version, the appointment, the doctor and the person seen, in one
 * query; `where` may name appointments and visit_summaries (newest visit first).
 */
export function loadSummaries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(visitSummaries)
    .innerJoin(
      visitSummaryVersions,
      and(
        eq(visitSummaryVersions.summaryId, visitSummaries.id),
        eq(visitSummaryVersions.version, visitSummaries.version),
      ),
    )
    .innerJoin(appointments, eq(appointments.id, visitSummaries.appointmentId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .leftJoin(patientUsers, eq(patientUsers.id, appointments.patientId))
    .leftJoin(deskPeople, eq(deskPeople.id, appointments.deskPersonId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(where)
    .orderBy(desc(appointments.startTime), desc(appointments.id));
}

export type SummaryRow = Awaited<ReturnType<typeof loadSummaries>>[number];

/** The medicine as stored, with its fields in one order (jsonb keeps them in its own). */
export const canonicalMedicine = (
  m: Omit<Medicine, 'code'> & { code?: string | null },
): Medicine => ({
  code: m.code ?? null,
  name: m.name,
  strength: m.strength,
  form: m.form,
  dose: m.dose,
  frequency: m.frequency,
  duration: m.duration,
  instructions: m.instructions,
});

type Urls = Pick<Env, 'appUrl' | 'jwtSecret'>;

/** The app's public page for a version's token; the page asks GET /prescriptions/verify/{token}. */
export const verifyUrlOf = (env: Urls, tokenId: string) =>
  `${env.appUrl}/verify/${signToken(env.jwtSecret, tokenId)}`;

export function toVisitSummary(row: SummaryRow, env: Urls): VisitSummary {
  const { summary, version } = row;
  const person = row.member ?? { ...row.holder, relationship: null };
  return {
    appointmentId: row.appointment.id,
    diagnosis: version.diagnosis,
    advice: version.advice,
    medicines: version.medicines.map(canonicalMedicine),
    tests: version.tests,
    followUpDays: version.followUpDays,
    version: summary.version,
    amended: summary.version > 1,
    createdAt: summary.createdAt.toISOString(),
    updatedAt: summary.updatedAt.toISOString(),
    amendableUntil: new Date(
      summary.createdAt.getTime() + AMEND_WINDOW_HOURS * 3_600_000,
    ).toISOString(),
    verifyUrl: verifyUrlOf(env, version.verifyTokenId),
    doctor: row.doctor,
    patient: {
      name: person.name,
      dateOfBirth: person.dateOfBirth ?? '',
      gender: person.gender ?? '',
      relationship: person.relationship,
    },
  };
}

/** A doctor's earlier summary as the patient card lists it, with its visit on the clinic clock. */
export function toDoctorSummary(row: SummaryRow, env: Urls, zone: string): DoctorSummary {
  const local = new TZDate(row.appointment.startTime.getTime(), zone);
  return {
    ...toVisitSummary(row, env),
    appointment: {
      id: row.appointment.id,
      date: format(local, 'yyyy-MM-dd'),
      time: format(local, 'HH:mm'),
      startTime: row.appointment.startTime.toISOString(),
      reason: row.appointment.reason,
    },
  };
}
