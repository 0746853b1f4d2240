import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt, lte, ne } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import {
  appointments,
  deskPeople,
  doctorAvailability,
  doctorPractices,
  doctorTimeOff,
} from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, conflict } from '#server/lib/errors';
import { yearsBefore } from '#shared/domain/date-only';
import { clinicDate, clinicDayBounds, SLOT_MINUTES, weekdayOf } from '#shared/domain/slots';
import type { DeskVisit } from '#shared/schemas/desk';
import { DESK_MSG } from '#shared/schemas/desk';
import { WALK_IN_LATE_HOURS, WALK_IN_MSG, type WalkIn } from '#shared/schemas/desk-walk-in';
import { audit } from '../audit/audit.service';
import { getSettings } from '../settings/settings.service';
import { deskVisitsOf } from './desk-day.service';
import { livePerson, personInRegister } from './desk-people.service';
import { practiceInScope } from './desk-scope';

/** A little of the device's clock running ahead of the server's is forgiven. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Registers a walk-in, or a patient who called the desk (ADR 157): a visit with no slot and no
 * account, at a practice in the caller's scope, checked in on registration. `id` makes it
 * idempotent: a replay of one registration (the outbox after a lost answer) answers the visit
 * it made. A day the practice does not open, and a day whose walk-in cap is reached, are 409.
 */
export async function registerWalkIn(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: WalkIn,
): Promise<{ visit: DeskVisit; created: boolean }> {
  const { db, now } = deps;
  const scope = await practiceInScope(db, actor, input.practiceId);
  const { timezone } = await getSettings(db);
  const id = input.id ?? randomUUID();
  const arrived = arrivalOf(input.arrivedAt, now());
  const date = clinicDate(arrived, timezone);
  const made = await db.transaction(async (tx) => {
    // One registration at a time per practice: the cap counts what is committed.
    const [practice] = await tx
      .select({
        kind: doctorPractices.kind,
        fee: doctorPractices.fee,
        cap: doctorPractices.walkInCap,
      })
      .from(doctorPractices)
      .where(eq(doctorPractices.id, scope.id))
      .for('update');
    const [seen] = await tx
      .select({ practiceId: appointments.practiceId, source: appointments.source })
      .from(appointments)
      .where(eq(appointments.id, id));
    if (seen) {
      if (seen.practiceId !== scope.id || seen.source === 'app') {
        throw conflict(WALK_IN_MSG.idTaken, 'VISIT_ID_TAKEN');
      }
      return false;
    }
    if (practice!.kind !== 'clinic') throw conflict(DESK_MSG.clinicOnly, 'NOT_A_CLINIC');
    await assertOpen(tx, scope, date);
    if (practice!.cap !== null) {
      const [taken] = await tx
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.practiceId, scope.id),
            ne(appointments.source, 'app'),
            ne(appointments.status, 'cancelled'),
            gte(appointments.startTime, clinicDayBounds(date, timezone).start),
            lt(appointments.startTime, clinicDayBounds(date, timezone).end),
          ),
        );
      if (taken!.n >= practice!.cap) throw conflict(WALK_IN_MSG.capReached, 'WALK_IN_CAP');
    }
    const personId = await personFor(tx, scope.doctorId, actor, input, date);
    await tx.insert(appointments).values({
      id,
      doctorId: scope.doctorId,
      deskPersonId: personId,
      source: input.source,
      // No slot: the arrival stands for the time, for a slot's length, holding nothing.
      startTime: arrived,
      endTime: new Date(arrived.getTime() + SLOT_MINUTES * 60_000),
      practiceId: scope.id,
      type: 'consultation',
      reason: input.reason,
      status: 'scheduled',
      fee: practice!.fee,
      confirmedAt: arrived,
      checkedInAt: arrived,
      checkedInBy: actor.id,
      priority: input.priority ?? null,
      priorityReason: input.priority ? input.priorityReason : null,
      smsConsent: input.smsConsent,
    });
    await audit(
      deps,
      actor,
      {
        action: 'create',
        resource: 'appointment',
        resourceId: id,
        details: `${input.source === 'phone_call' ? 'Call' : 'Walk-in'} registered at the front desk by ${actor.name}`,
      },
      tx,
    );
    return true;
  });
  const [{ at: _, ...visit }] = await deskVisitsOf(db, now(), timezone, eq(appointments.id, id));
  return { visit, created: made };
}

/** When the patient arrived: the device's moment when queued offline, within two days. */
function arrivalOf(given: string | undefined, now: Date): Date {
  if (given === undefined) return now;
  const at = new Date(given);
  const late = now.getTime() - at.getTime();
  if (late < -CLOCK_SKEW_MS || late > WALK_IN_LATE_HOURS * 3_600_000) {
    throw new ApiError(400, WALK_IN_MSG.arrivedLate, {
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'arrivedAt', message: WALK_IN_MSG.arrivedLate }],
    });
  }
  return at;
}

/** The practice opens that day: weekly hours on its weekday, and the doctor not on time off. */
async function assertOpen(tx: Tx, scope: { id: string; doctorId: string }, date: string) {
  const [hours] = await tx
    .select({ id: doctorAvailability.id })
    .from(doctorAvailability)
    .where(
      and(
        eq(doctorAvailability.practiceId, scope.id),
        eq(doctorAvailability.weekday, weekdayOf(date)),
      ),
    )
    .limit(1);
  const [off] = await tx
    .select({ id: doctorTimeOff.id })
    .from(doctorTimeOff)
    .where(
      and(
        eq(doctorTimeOff.doctorId, scope.doctorId),
        lte(doctorTimeOff.startDate, date),
        gte(doctorTimeOff.endDate, date),
      ),
    )
    .limit(1);
  if (!hours || off) throw conflict(WALK_IN_MSG.closed, 'PRACTICE_CLOSED');
}

/**
 * The register's person for this visit: the returning one `personId` names (brought up to date
 * with what the desk entered), or a new one, with the device's id when it made one.
 */
async function personFor(
  tx: Tx,
  doctorId: string,
  actor: UserActor,
  input: WalkIn,
  date: string,
): Promise<string> {
  const details = {
    name: input.name,
    phone: input.phone,
    sex: input.sex,
    ...(input.dateOfBirth !== undefined
      ? { dateOfBirth: input.dateOfBirth, dateOfBirthEstimated: false }
      : // An age alone: born that many years before the visit, to the day (ADR 157).
        { dateOfBirth: yearsBefore(date, input.age!), dateOfBirthEstimated: true }),
    guardianName: input.guardianName || null,
  };
  if (input.personId) {
    const found = await personInRegister(tx, input.personId);
    if (found) {
      const live = await livePerson(tx, doctorId, found);
      await tx
        .update(deskPeople)
        .set({ ...details, updatedAt: new Date() })
        .where(eq(deskPeople.id, live));
      return live;
    }
  }
  const [row] = await tx
    .insert(deskPeople)
    .values({ id: input.personId, doctorId, ...details, createdBy: actor.id })
    .returning({ id: deskPeople.id });
  return row!.id;
}
