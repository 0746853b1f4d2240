import { and, asc, eq, gte, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { appointments, deskPeople, familyMembers, patientProfiles } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ageOn, shiftDate } from '#shared/domain/date-only';
import { clinicDate, clinicDayBounds } from '#shared/domain/slots';
import type { DeskDay, DeskDays, DeskVisit } from '#shared/schemas/desk';
import { getSettings } from '../settings/settings.service';
import { practiceInScope } from './desk-scope';

/**
 * One practice's day as the desk works it (ADR 154): the visits in time order, with only what
 * the desk needs to greet, find and charge the patient. Never the reason, the history or the
 * notes: those stay clinical.
 */
export async function deskDay(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  query: { practiceId: string; date: string },
): Promise<DeskDay> {
  const { days, practice } = await deskDays(deps, actor, {
    practiceId: query.practiceId,
    from: query.date,
    to: query.date,
  });
  return { practice, date: query.date, visits: days[0]!.visits };
}

/**
 * The days `from` to `to` of one practice (at most 15, DESK_DAYS_MAX), each with its visits: what
 * the desk device keeps, in one request per practice.
 */
export async function deskDays(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  query: { practiceId: string; from: string; to: string },
): Promise<DeskDays> {
  const { db, now } = deps;
  const practice = await practiceInScope(db, actor, query.practiceId);
  const { timezone } = await getSettings(db);
  const range = {
    start: clinicDayBounds(query.from, timezone).start,
    end: clinicDayBounds(query.to, timezone).end,
  };
  const visits = await deskVisitsOf(
    db,
    now(),
    timezone,
    and(
      eq(appointments.practiceId, practice.id),
      gte(appointments.startTime, range.start),
      lt(appointments.startTime, range.end),
    ),
  );
  const dates: string[] = [];
  for (let d = query.from; d <= query.to; d = shiftDate(d, 1)) dates.push(d);
  return {
    practice,
    days: dates.map((date) => ({
      date,
      visits: visits
        .filter((v) => clinicDate(new Date(v.at), timezone) === date)
        .map(({ at, ...v }) => v),
    })),
  };
}

/**
 * The desk's visits `where` names, in time order, with the moment each is on (`at`: the booked
 * time, or a walk-in's arrival). A walk-in (ADR 157) is the register's person, with no booked
 * time and no appointment to check in; a booking for a family member is theirs: their name, age
 * and sex, the holder's phone. Bookings still being made (not yet confirmed) are left out.
 */
export async function deskVisitsOf(
  db: DbOrTx,
  now: Date,
  timezone: string,
  where: SQL | undefined,
): Promise<(DeskVisit & { at: string })[]> {
  const rows = await db
    .select({
      id: appointments.id,
      source: appointments.source,
      personId: appointments.deskPersonId,
      startTime: appointments.startTime,
      status: appointments.status,
      fee: appointments.fee,
      paymentStatus: appointments.paymentStatus,
      paymentMethod: appointments.paymentMethod,
      checkedInAt: appointments.checkedInAt,
      patientName: appointments.patientName,
      phone: sql<string | null>`coalesce(${deskPeople.phone}, ${patientProfiles.phone})`,
      dateOfBirth: sql<
        string | null
      >`coalesce(${deskPeople.dateOfBirth}::text, ${patientProfiles.dateOfBirth})`,
      gender: sql<string | null>`coalesce(${deskPeople.sex}, ${patientProfiles.gender})`,
      member: {
        name: familyMembers.name,
        dateOfBirth: familyMembers.dateOfBirth,
        gender: familyMembers.gender,
      },
    })
    .from(appointments)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.patientId))
    .leftJoin(deskPeople, eq(deskPeople.id, appointments.deskPersonId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(and(where, or(ne(appointments.status, 'pending'), isNotNull(appointments.confirmedAt))))
    .orderBy(asc(appointments.startTime));
  const today = clinicDate(now, timezone);
  return rows.map((r) => {
    const person = r.member?.name ? r.member : null;
    const booked = r.source === 'app';
    return {
      id: r.id,
      appointmentId: booked ? r.id : null,
      patient: {
        name: person?.name ?? r.patientName,
        phone: r.phone ?? null,
        age: ageOn(person ? person.dateOfBirth : r.dateOfBirth, today),
        sex: (person ? person.gender : r.gender) ?? null,
      },
      source: r.source,
      personId: r.personId,
      startTime: booked ? r.startTime.toISOString() : null,
      at: r.startTime.toISOString(),
      status: r.status,
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      payment: { status: r.paymentStatus, amount: r.fee, method: r.paymentMethod },
    };
  });
}
