import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments, patientNotes, patientProfiles, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { clinicToday } from '#shared/domain/clinic-time';
import { ageOn } from '#shared/domain/date-only';
import { isId } from '#shared/schemas/common';
import {
  type DoctorPatient,
  type DoctorPatientPage,
  type PatientListQuery,
  RECENT_APPOINTMENTS_SHOWN,
} from '#shared/schemas/doctor-patients';
import { audit } from '../audit/audit.service';
import { ownDoctorId } from '../doctors/doctors.service';
import { realAppointment } from '../scheduling/holds';
import { getSettings } from '../settings/settings.service';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** GET /patients: the doctor's patients, the most recently seen first, one page. */
export async function listPatients(
  { db, now }: Deps,
  user: UserActor,
  { search, page, limit }: PatientListQuery,
): Promise<DoctorPatientPage> {
  const doctorId = await ownDoctorId(db, user.id);
  const where = and(
    eq(appointments.doctorId, doctorId),
    realAppointment,
    search
      ? or(
          ilike(users.name, `%${escapeLike(search)}%`),
          ilike(users.email, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
  const lastVisit = sql<Date>`max(${appointments.startTime})`;
  const [counted] = await db
    .select({ n: sql<number>`count(distinct ${appointments.patientId})::int` })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(where);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, lastVisit })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(where)
    .groupBy(users.id)
    .orderBy(desc(lastVisit), users.id)
    .limit(limit)
    .offset((page - 1) * limit);
  const ids = people.map((p) => p.id);
  const { timezone } = await getSettings(db);
  const [profiles, notes, visits] = ids.length
    ? await Promise.all([
        db.select().from(patientProfiles).where(inArray(patientProfiles.userId, ids)),
        db
          .select()
          .from(patientNotes)
          .where(
            and(eq(patientNotes.doctorUserId, user.id), inArray(patientNotes.patientUserId, ids)),
          ),
        db
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.doctorId, doctorId),
              realAppointment,
              inArray(appointments.patientId, ids),
            ),
          )
          .orderBy(desc(appointments.startTime)),
      ])
    : [[], [], []];
  const today = clinicToday(now(), timezone);
  const patients = people.map((p): DoctorPatient => {
    const profile = profiles.find((r) => r.userId === p.id);
    return {
      _id: p.id,
      name: p.name,
      email: p.email,
      profilePicture: profile?.profilePictureUrl ? { url: profile.profilePictureUrl } : null,
      age: ageOn(profile?.dateOfBirth, today),
      gender: profile?.gender ?? null,
      phone: profile?.phone || null,
      medicalHistory: {
        conditions: [],
        allergies: [],
        medications: [],
        surgeries: [],
        familyHistory: [],
        ...profile?.medicalHistory,
      },
      recentAppointments: visits
        .filter((a) => a.patientId === p.id)
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
        }),
      notes: notes.find((n) => n.patientUserId === p.id)?.notes ?? '',
      lastVisit: new Date(p.lastVisit).toISOString(),
    };
  });
  return { patients, total: counted.n, page, totalPages: Math.ceil(counted.n / limit) };
}

/**
 * PUT /patients/{id}/notes: only about someone who has had an appointment with this doctor
 * (else 404 'Patient not found': whether a stranger exists is not the doctor's business).
 * The audit entry records that notes changed, never what they say.
 */
export async function saveNotes(
  deps: Deps,
  user: UserActor,
  { patientId, notes }: { patientId: string; notes: string },
) {
  const { db, now } = deps;
  if (!isId(patientId)) throw notFound('Patient');
  const doctorId = await ownDoctorId(db, user.id);
  const [seen] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.patientId, patientId),
        realAppointment,
      ),
    )
    .limit(1);
  if (!seen) throw notFound('Patient');
  await db.transaction(async (tx) => {
    await tx
      .insert(patientNotes)
      .values({ doctorUserId: user.id, patientUserId: patientId, notes, updatedAt: now() })
      .onConflictDoUpdate({
        target: [patientNotes.doctorUserId, patientNotes.patientUserId],
        set: { notes, updatedAt: now() },
      });
    await audit(
      deps,
      user,
      {
        action: 'update',
        resource: 'patient_notes',
        resourceId: patientId,
        details: `Private notes saved (${notes.length} characters)`,
      },
      tx,
    );
  });
  return { notes };
}
