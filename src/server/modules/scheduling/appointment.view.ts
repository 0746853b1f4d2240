import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { inWindow, type RowWindow } from '#server/db/paging';
import {
  appointments,
  deskPeople,
  doctors,
  familyMembers,
  patientProfiles,
  users,
} from '#server/db/schema/index';
import type { Appointment, AppointmentClinicAddress } from '#shared/schemas/appointment';
import type { DoctorLocation } from '#shared/schemas/doctor';
import type { Relationship } from '#shared/schemas/family-member';
import type { AppointmentRefund } from '#shared/schemas/refund';

const doctorUsers = alias(users, 'doctor_user');
const patientUsers = alias(users, 'patient_user');

/** The columns one appointment view needs, from four tables. */
const columns = {
  appointment: appointments,
  doctor: {
    id: doctors.id,
    userId: doctors.userId,
    specialization: doctors.specialization,
    clinicName: doctors.clinicName,
    image: doctors.profilePictureUrl,
    location: doctors.location,
    email: doctorUsers.email,
  },
  doctorName: doctorUsers.name,
  patient: {
    id: patientUsers.id,
    name: patientUsers.name,
    email: patientUsers.email,
  },
  // A walk-in of the desk's register in place of an account (ADR 157).
  person: { id: deskPeople.id, name: deskPeople.name, phone: deskPeople.phone },
  patientPhone: patientProfiles.phone,
  patientAvatar: patientProfiles.profilePictureUrl,
  familyMember: {
    id: familyMembers.id,
    name: familyMembers.name,
    relationship: familyMembers.relationship,
    dateOfBirth: familyMembers.dateOfBirth,
    gender: familyMembers.gender,
  },
  // The appointment's paid charge and its refunds, one per charge (ADR 107, ADR 140).
  chargeAmount: sql<number | null>`(select p.amount from payments p
    where p.appointment_id = ${appointments.id} and p.status = 'paid'
    order by p.completed_at desc nulls last limit 1)`.mapWith(Number),
  noRefundReason: sql<string | null>`(select p.no_refund_reason from payments p
    where p.appointment_id = ${appointments.id} and p.status = 'paid'
    order by p.completed_at desc nulls last limit 1)`,
  // Aggregated in a subquery, not joined: a join would repeat the appointment once per refund.
  refunds: sql<AppointmentRefund[]>`(select coalesce(json_agg(json_build_object(
      'amount', r.amount, 'status', r.status, 'reference', r.reference, 'createdAt', r.created_at)
      order by r.created_at, r.id), '[]'::json)
    from refunds r where r.appointment_id = ${appointments.id})`.mapWith(toRefunds),
};

/** The drivers hand json back parsed or as text; `createdAt` is normalised to `toISOString`. */
function toRefunds(value: unknown): AppointmentRefund[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as AppointmentRefund[];
  return list.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

export type AppointmentRow = {
  appointment: typeof appointments.$inferSelect;
  doctor: {
    id: string;
    userId: string;
    specialization: string;
    clinicName: string;
    image: string | null;
    location: DoctorLocation | null;
    email: string;
  };
  doctorName: string;
  /**
   * The account holder; for a walk-in of the desk's register (ADR 157) the register's person,
   * with no e-mail: `appointment.patientId` is then null, and nothing is sent to an account.
   */
  patient: { id: string; name: string; email: string };
  person: { id: string; name: string; phone: string } | null;
  patientPhone: string | null;
  patientAvatar: string | null;
  /** Who the visit is for, when a family member of the patient's account (ADR 095). */
  familyMember: {
    id: string;
    name: string;
    relationship: Relationship;
    dateOfBirth: string | null;
    gender: 'male' | 'female' | 'other' | null;
  } | null;
  chargeAmount: number | null;
  noRefundReason: string | null;
  refunds: AppointmentRefund[];
};

export type LoadOptions = { where?: SQL; orderBy?: SQL | SQL[] } & RowWindow;

/**
 * Appointments with their doctor and patient, in one query. `where` and `orderBy` may name
 * columns of `appointments`, `doctors` and the aliases exported below (soonest first by default).
 */
export async function loadAppointments(
  db: DbOrTx,
  { where, orderBy, ...range }: LoadOptions = {},
): Promise<AppointmentRow[]> {
  const query = db
    .select(columns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .leftJoin(patientUsers, eq(patientUsers.id, appointments.patientId))
    .leftJoin(deskPeople, eq(deskPeople.id, appointments.deskPersonId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(where)
    .orderBy(...(Array.isArray(orderBy) ? orderBy : [orderBy ?? asc(appointments.startTime)]))
    .$dynamic();
  const rows = await inWindow(query, range);
  return rows.map((r) => ({
    ...r,
    patient: r.patient ?? { id: r.person!.id, name: r.person!.name, email: '' },
  }));
}

export async function loadAppointment(db: DbOrTx, id: string) {
  const [row] = await loadAppointments(db, { where: eq(appointments.id, id), limit: 1 });
  return row;
}

/** One appointment as the API answers it, read afresh (after a change has been committed). */
export async function viewAppointment(db: DbOrTx, id: string, zone: string): Promise<Appointment> {
  return toAppointment(await loadAppointment(db, id), zone);
}

/**
 * The Appointment of /api/openapi.json; `date` and `time` are on the clinic's calendar and clock
 * (ADR 005).
 */
export function toAppointment(row: AppointmentRow, zone: string): Appointment {
  const a = row.appointment;
  const local = new TZDate(a.startTime.getTime(), zone);
  const patient = patientOf(row);
  return {
    _id: a.id,
    id: a.id,
    doctorId: a.doctorId,
    // A walk-in's id is the register's (ADR 157): the doctor's views key the person by it.
    patientId: patient._id,
    source: a.source,
    doctor: {
      _id: row.doctor.id,
      userId: row.doctor.userId,
      name: row.doctorName,
      specialization: row.doctor.specialization,
      clinicName: row.doctor.clinicName,
      image: row.doctor.image,
      // The clinic's address, so the patient's appointment pass shows it offline.
      ...(row.doctor.location ? { location: clinicAddress(row.doctor.location) } : {}),
    },
    patient,
    familyMember: row.familyMember
      ? {
          id: row.familyMember.id,
          name: row.familyMember.name,
          relationship: row.familyMember.relationship,
          dateOfBirth: row.familyMember.dateOfBirth ?? '',
          gender: row.familyMember.gender ?? '',
        }
      : null,
    practiceId: a.practiceId,
    practice: a.practice,
    mode: a.mode,
    startTime: a.startTime.toISOString(),
    endTime: a.endTime.toISOString(),
    date: format(local, 'yyyy-MM-dd'),
    time: format(local, 'HH:mm'),
    duration: Math.round((a.endTime.getTime() - a.startTime.getTime()) / 60000),
    type: a.type,
    reason: a.reason,
    status: a.status,
    ...(a.cancellationReason ? { cancellationReason: a.cancellationReason } : {}),
    fee: a.fee,
    payment: paymentOf(row),
    ...(a.notes ? { notes: a.notes } : {}),
    call: {
      openedAt: a.callOpenedAt?.toISOString() ?? null,
      startedAt: a.callStartedAt?.toISOString() ?? null,
      endedAt: a.callEndedAt?.toISOString() ?? null,
      durationSeconds: a.callDurationSeconds,
    },
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The account holder, or the walk-in of the desk's register (no e-mail, the phone given). */
function patientOf(row: AppointmentRow): Appointment['patient'] {
  const p = row.patient;
  if (row.person) return { _id: p.id, name: p.name, email: '', phone: row.person.phone };
  return {
    _id: p.id,
    name: p.name,
    email: p.email,
    ...(row.patientPhone ? { phone: row.patientPhone } : {}),
    ...(row.patientAvatar ? { avatar: row.patientAvatar } : {}),
  };
}

/** The appointment's side of the payment ledger (ADR 107). */
function paymentOf(row: AppointmentRow): Appointment['payment'] {
  const a = row.appointment;
  return {
    method: a.paymentMethod,
    status: a.paymentStatus,
    amount: row.chargeAmount ?? 0,
    refunds: row.refunds,
    ...(row.noRefundReason ? { noRefundReason: row.noRefundReason } : {}),
  };
}

function clinicAddress(l: DoctorLocation): AppointmentClinicAddress {
  return {
    address: l.address ?? '',
    city: l.city ?? '',
    state: l.state ?? '',
    country: l.country ?? '',
    zipCode: l.zipCode ?? '',
  };
}
