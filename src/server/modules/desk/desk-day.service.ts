import { and, asc, eq, gte, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments, familyMembers, patientProfiles } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ageOn, shiftDate } from '#shared/domain/date-only';
import { clinicDate, clinicDayBounds } from '#shared/domain/slots';
import type { DeskDay, DeskDays } from '#shared/schemas/desk';
import { getSettings } from '../settings/settings.service';
import { practiceInScope } from './desk-scope';

/**
 * One practice's day as the desk works it (ADR 154): the booked visits in time order, with only
 * what the desk needs to greet, find and charge the patient. Never the reason, the history or
 * the notes: those stay clinical. Bookings still being made (not yet confirmed) are left out.
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
  const rows = await db
    .select({
      id: appointments.id,
      startTime: appointments.startTime,
      status: appointments.status,
      fee: appointments.fee,
      paymentStatus: appointments.paymentStatus,
      paymentMethod: appointments.paymentMethod,
      checkedInAt: appointments.checkedInAt,
      patientName: appointments.patientName,
      phone: patientProfiles.phone,
      dateOfBirth: patientProfiles.dateOfBirth,
      gender: patientProfiles.gender,
      member: {
        name: familyMembers.name,
        dateOfBirth: familyMembers.dateOfBirth,
        gender: familyMembers.gender,
      },
    })
    .from(appointments)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(
      and(
        eq(appointments.practiceId, practice.id),
        gte(appointments.startTime, range.start),
        lt(appointments.startTime, range.end),
        or(ne(appointments.status, 'pending'), isNotNull(appointments.confirmedAt)),
      ),
    )
    .orderBy(asc(appointments.startTime));
  const today = clinicDate(now(), timezone);
  const visits = rows.map((r) => {
    // A visit booked for a family member is theirs: their name, age and sex; the holder's phone.
    const person = r.member?.name ? r.member : null;
    return {
      id: r.id,
      appointmentId: r.id,
      patient: {
        name: person?.name ?? r.patientName,
        phone: r.phone ?? null,
        age: ageOn(person ? person.dateOfBirth : r.dateOfBirth, today),
        sex: (person ? person.gender : r.gender) ?? null,
      },
      source: 'app' as const,
      startTime: r.startTime.toISOString(),
      status: r.status,
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      payment: { status: r.paymentStatus, amount: r.fee, method: r.paymentMethod },
    };
  });
  const dates: string[] = [];
  for (let d = query.from; d <= query.to; d = shiftDate(d, 1)) dates.push(d);
  return {
    practice,
    days: dates.map((date) => ({
      date,
      visits: visits.filter((v) => clinicDate(new Date(v.startTime), timezone) === date),
    })),
  };
}
