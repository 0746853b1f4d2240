import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import {
  appointments,
  familyMemberNotes,
  familyMembers,
  patientNotes,
  patientProfiles,
  users,
} from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { likePattern } from '#server/lib/like';
import { clinicToday } from '#shared/domain/clinic-time';
import { ageOn } from '#shared/domain/date-only';
import {
  type DoctorPatient,
  type DoctorPatientPage,
  type PatientListQuery,
  RECENT_APPOINTMENTS_SHOWN,
} from '#shared/schemas/doctor-patients';
import { EMPTY_MEDICAL_HISTORY } from '#shared/schemas/patient';
import { audit } from '../audit/audit.service';
import { ownDoctorId } from '../doctors/doctors.service';
import { patientCount, visitsWithDoctor } from '../scheduling/doctor-patients';
import { realAppointment } from '../scheduling/holds';
import { getSettings } from '../settings/settings.service';
import { doctorsPatient } from './doctor-person';

/**
 * GET /patients: the doctor's patients, the most recently seen first, one page. A family member
 * booked from someone's account is a patient of their own, with the account holder as the
 * contact (ADR 095); an account holder is listed for their own visits only. `total` is the
 * dashboard's Total Patients: both count by scheduling/doctor-patients (ADR 143).
 */
export async function listPatients(
  { db, now }: Deps,
  user: UserActor,
  { search, page, limit }: PatientListQuery,
): Promise<DoctorPatientPage> {
  const doctorId = await ownDoctorId(db, user.id);
  const pattern = search ? likePattern(search) : undefined;
  const where = and(
    visitsWithDoctor(doctorId),
    pattern
      ? or(
          ilike(sql`coalesce(${familyMembers.name}, ${users.name})`, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const lastVisit = sql<Date>`max(${appointments.startTime})`;
  const [counted] = await db
    .select({ n: patientCount })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(where);
  // The join on accounts leaves out the desk's walk-ins (ADR 157): every row has an account.
  const rows = await db
    .select({
      patientId: appointments.patientId,
      familyMemberId: appointments.familyMemberId,
      lastVisit,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(where)
    .groupBy(appointments.patientId, appointments.familyMemberId)
    .orderBy(desc(lastVisit), appointments.patientId, appointments.familyMemberId)
    .limit(limit)
    .offset((page - 1) * limit);
  const people = rows.map((r) => ({ ...r, patientId: r.patientId! }));
  const holderIds = [...new Set(people.map((p) => p.patientId))];
  const memberIds = people.flatMap((p) => (p.familyMemberId ? [p.familyMemberId] : []));
  const { timezone } = await getSettings(db);
  const [holders, profiles, members, notes, memberNotes, visits] = holderIds.length
    ? await Promise.all([
        db.select().from(users).where(inArray(users.id, holderIds)),
        db.select().from(patientProfiles).where(inArray(patientProfiles.userId, holderIds)),
        memberIds.length
          ? db.select().from(familyMembers).where(inArray(familyMembers.id, memberIds))
          : [],
        db
          .select()
          .from(patientNotes)
          .where(
            and(
              eq(patientNotes.doctorUserId, user.id),
              inArray(patientNotes.patientUserId, holderIds),
            ),
          ),
        memberIds.length
          ? db
              .select()
              .from(familyMemberNotes)
              .where(
                and(
                  eq(familyMemberNotes.doctorUserId, user.id),
                  inArray(familyMemberNotes.familyMemberId, memberIds),
                ),
              )
          : [],
        db
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.doctorId, doctorId),
              realAppointment,
              inArray(appointments.patientId, holderIds),
            ),
          )
          .orderBy(desc(appointments.startTime)),
      ])
    : [[], [], [], [], [], []];
  const today = clinicToday(now(), timezone);
  const recent = (patientId: string, familyMemberId: string | null) =>
    visits
      .filter((a) => a.patientId === patientId && a.familyMemberId === familyMemberId)
      .slice(0, RECENT_APPOINTMENTS_SHOWN)
      .map((a) => {
        const local = new TZDate(a.startTime.getTime(), timezone);
        return {
          id: a.id,
          date: format(local, 'yyyy-MM-dd'),
          time: format(local, 'HH:mm'),
          reason: a.reason,
          status: a.status,
          startTime: a.startTime.toISOString(),
        };
      });
  const patients = people.map((p): DoctorPatient => {
    const holder = holders.find((h) => h.id === p.patientId)!;
    const profile = profiles.find((r) => r.userId === p.patientId);
    const contact = { email: holder.email, phone: profile?.phone || null };
    const lastSeen = new Date(p.lastVisit).toISOString();
    const member = p.familyMemberId ? members.find((m) => m.id === p.familyMemberId) : undefined;
    if (member) {
      return {
        _id: member.id,
        name: member.name,
        ...contact,
        accountHolder: { _id: holder.id, name: holder.name },
        relationship: member.relationship,
        profilePicture: null,
        age: ageOn(member.dateOfBirth, today),
        gender: member.gender,
        medicalHistory: { ...EMPTY_MEDICAL_HISTORY, ...member.medicalHistory },
        recentAppointments: recent(p.patientId, member.id),
        notes: memberNotes.find((n) => n.familyMemberId === member.id)?.notes ?? '',
        lastVisit: lastSeen,
      };
    }
    return {
      _id: holder.id,
      name: holder.name,
      ...contact,
      accountHolder: null,
      relationship: null,
      profilePicture: profile?.profilePictureUrl ? { url: profile.profilePictureUrl } : null,
      age: ageOn(profile?.dateOfBirth, today),
      gender: profile?.gender ?? null,
      medicalHistory: { ...EMPTY_MEDICAL_HISTORY, ...profile?.medicalHistory },
      recentAppointments: recent(p.patientId, null),
      notes: notes.find((n) => n.patientUserId === p.patientId)?.notes ?? '',
      lastVisit: lastSeen,
    };
  });
  return { patients, total: counted.n, page, totalPages: Math.ceil(counted.n / limit) };
}

/**
 * PUT /patients/{id}/notes: only about one of this doctor's patients, an account holder or a
 * family member (else 404 'Patient not found'). The audit entry records that notes changed,
 * never what they say.
 */
export async function saveNotes(
  deps: Deps,
  user: UserActor,
  { patientId, notes }: { patientId: string; notes: string },
) {
  const { db, now } = deps;
  const doctorId = await ownDoctorId(db, user.id);
  const person = await doctorsPatient(db, doctorId, patientId);
  await db.transaction(async (tx) => {
    if (person.familyMemberId) {
      await tx
        .insert(familyMemberNotes)
        .values({
          doctorUserId: user.id,
          familyMemberId: person.familyMemberId,
          notes,
          updatedAt: now(),
        })
        .onConflictDoUpdate({
          target: [familyMemberNotes.doctorUserId, familyMemberNotes.familyMemberId],
          set: { notes, updatedAt: now() },
        });
    } else {
      await tx
        .insert(patientNotes)
        .values({ doctorUserId: user.id, patientUserId: patientId, notes, updatedAt: now() })
        .onConflictDoUpdate({
          target: [patientNotes.doctorUserId, patientNotes.patientUserId],
          set: { notes, updatedAt: now() },
        });
    }
    await audit(
      deps,
      user,
      {
        action: 'update',
        resource: person.familyMemberId ? 'family_member_notes' : 'patient_notes',
        resourceId: patientId,
        details: `Private notes saved (${notes.length} characters)`,
      },
      tx,
    );
  });
  return { notes };
}
