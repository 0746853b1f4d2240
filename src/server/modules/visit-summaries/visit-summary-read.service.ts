import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { rowsOf } from '#server/db/client';
import { appointments, visitSummaries } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { forbidden, notFound } from '#server/lib/errors';
import { likePattern } from '#server/lib/like';
import { isId } from '#shared/schemas/common';
import {
  type DoctorSummary,
  MEDICINE_SUGGESTIONS,
  type MedicineSuggestion,
  type VisitListQuery,
  type VisitPage,
  type VisitSummary,
} from '#shared/schemas/visit-summary';
import { ownDoctorId } from '../doctors/doctors.service';
import { ownFamilyMember } from '../family-members/family-member.view';
import { doctorsPatient, visitsOf } from '../patients/doctor-person';
import { loadAppointment, loadAppointments, toAppointment } from '../scheduling/appointment.view';
import { getSettings } from '../settings/settings.service';
import { loadSummaries, toDoctorSummary, toVisitSummary } from './visit-summary.view';

type ReadDeps = Pick<Deps, 'db' | 'env'>;

/**
 * GET /appointments/{id}/summary: its doctor and its patient (the account holder) only; 404
 * 'Visit summary not found' until one is written.
 */
export async function readSummary(
  deps: ReadDeps,
  actor: UserActor,
  { appointmentId }: { appointmentId: string },
): Promise<VisitSummary> {
  const row = isId(appointmentId) ? await loadAppointment(deps.db, appointmentId) : undefined;
  if (!row) throw notFound('Appointment');
  if (row.appointment.patientId !== actor.id && row.doctor.userId !== actor.id) throw forbidden();
  const [summary] = await loadSummaries(
    deps.db,
    eq(visitSummaries.appointmentId, row.appointment.id),
  );
  if (!summary) throw notFound('Visit summary');
  return toVisitSummary(summary, deps.env);
}

/**
 * GET /visits: the account holder's completed visits, newest first, each with its summary when
 * one is written; with `familyMemberId`, that member's instead (one of theirs, removed ones
 * included, else 404).
 */
export async function listVisits(
  deps: ReadDeps,
  actor: UserActor,
  { familyMemberId, page, limit }: VisitListQuery,
): Promise<VisitPage> {
  const { db } = deps;
  const member = familyMemberId
    ? await ownFamilyMember(db, actor.id, familyMemberId, { removed: true })
    : null;
  const where = and(
    eq(appointments.patientId, actor.id),
    eq(appointments.status, 'completed'),
    member ? eq(appointments.familyMemberId, member.id) : isNull(appointments.familyMemberId),
  );
  const [{ timezone }, [counted], rows] = await Promise.all([
    getSettings(db),
    db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(where),
    loadAppointments(db, {
      where,
      orderBy: [desc(appointments.startTime), desc(appointments.id)],
      limit,
      offset: (page - 1) * limit,
    }),
  ]);
  const ids = rows.map((r) => r.appointment.id);
  const summaries = ids.length
    ? await loadSummaries(db, inArray(visitSummaries.appointmentId, ids))
    : [];
  return {
    visits: rows.map((row) => {
      const summary = summaries.find((s) => s.appointment.id === row.appointment.id);
      return {
        appointment: toAppointment(row, timezone),
        summary: summary ? toVisitSummary(summary, deps.env) : null,
      };
    }),
    total: counted.n,
    page,
    totalPages: Math.ceil(counted.n / limit),
  };
}

/**
 * GET /patients/{id}/summaries: the calling doctor's own summaries for one of their patients (an
 * account holder or a family member), newest visit first. Other doctors' are never shown.
 */
export async function doctorSummaries(
  deps: ReadDeps,
  actor: UserActor,
  { patientId }: { patientId: string },
): Promise<{ summaries: DoctorSummary[] }> {
  const doctorId = await ownDoctorId(deps.db, actor.id);
  const person = await doctorsPatient(deps.db, doctorId, patientId);
  const [{ timezone }, rows] = await Promise.all([
    getSettings(deps.db),
    loadSummaries(deps.db, and(eq(appointments.doctorId, doctorId), visitsOf(person))),
  ]);
  return { summaries: rows.map((row) => toDoctorSummary(row, deps.env, timezone)) };
}

/**
 * GET /doctors/profile/medicines?q=: medicines from the doctor's own summaries (every version),
 * the most prescribed first, for the form's suggestions. No drug list is consulted.
 */
export async function medicineSuggestions(
  { db }: Pick<Deps, 'db'>,
  actor: UserActor,
  { q }: { q: string },
): Promise<{ medicines: MedicineSuggestion[] }> {
  const doctorId = await ownDoctorId(db, actor.id);
  const name = sql`m->>'name'`;
  const rows = rowsOf<MedicineSuggestion>(
    await db.execute(sql`
      select ${name} as name, coalesce(m->>'strength', '') as strength,
             coalesce(m->>'form', '') as form
      from visit_summary_versions v
      join visit_summaries s on s.id = v.summary_id
      join appointments a on a.id = s.appointment_id
      cross join lateral jsonb_array_elements(v.medicines) m
      where a.doctor_id = ${doctorId}
        ${q ? sql`and ${ilike(name, likePattern(q))}` : sql``}
      group by 1, 2, 3
      order by count(*) desc, 1, 2, 3
      limit ${MEDICINE_SUGGESTIONS}`),
  );
  return { medicines: rows.map(({ name, strength, form }) => ({ name, strength, form })) };
}
