import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctorAvailability, doctorPractices } from '#server/db/schema/index';
import { ApiError, type FieldError } from '#server/lib/errors';
import { toIntervals } from '#shared/domain/availability';
import { overlapMessage, practiceOverlaps } from '#shared/domain/practice-hours';
import { WEEKDAYS, type WeeklyAvailability } from '#shared/schemas/doctor';
import type { DoctorProfileUpdate } from '#shared/schemas/doctor-profile';
import { PRACTICE_MSG, type PracticeInput, practiceRemovalMessage } from '#shared/schemas/practice';
import type { Settings } from '#shared/schemas/settings';
import { occupiesSlot } from '../scheduling/holds';
import { assertFeeInRange } from './practice';
import { type HoursRow, type PracticeRow, toWeeklyAvailability } from './practices.view';

const intervalsOf = (week: WeeklyAvailability): HoursRow[] =>
  toIntervals(WEEKDAYS.map((day) => week[day]));

const hoursKey = (rows: readonly HoursRow[]) =>
  rows
    .map((r) => `${r.weekday}:${r.startMinute}-${r.endMinute}`)
    .sort()
    .join(',');

/** The part of a place the seed-era `location` speaks for (area and landmark are the practice's). */
const placeKey = (
  place: {
    address: string;
    city: string;
    country: string;
    coordinates?: unknown;
  } | null,
) =>
  place
    ? JSON.stringify([
        place.address,
        place.city,
        place.country || 'Pakistan',
        place.coordinates ?? null,
      ])
    : 'null';

/**
 * The practices of a PUT with the edits of its seed-era fields applied (ADR 112). Those fields
 * speak for the first clinic practice: where the body's clinic name, fee, hours, address or
 * phone disagree with its own first clinic practice, the client edited the seed-era field and
 * echoed the practices it had read (an earlier client, a GET answer sent back), so the field's
 * value is the practice's. The app sends them equal. `feeEdited` says the fee came that way.
 */
export function withMirrorEdits(input: DoctorProfileUpdate, sent: readonly PracticeInput[]) {
  const practices = sent.map((p) => ({ ...p }));
  const first = practices.find((p) => p.kind === 'clinic')!;
  const feeEdited = input.consultationFee !== first.fee;
  first.name = input.clinicName;
  first.fee = input.consultationFee;
  first.phone = input.contactInfo?.phone ?? '';
  if (hoursKey(intervalsOf(input.availability)) !== hoursKey(intervalsOf(first.availability))) {
    first.availability = input.availability;
  }
  const top = input.location;
  if (placeKey(top) !== placeKey(first.location)) {
    first.location = top
      ? {
          address: top.address,
          city: top.city,
          area: first.location?.area ?? '',
          landmark: first.location?.landmark ?? '',
          country: top.country || 'Pakistan',
          ...(top.coordinates ? { coordinates: top.coordinates } : {}),
        }
      : null;
  }
  return { practices, feeEdited };
}

/** 404 for a practice `_id` that is not one of this doctor's (another doctor's, or gone). */
function assertOwnIds(sent: readonly PracticeInput[], stored: readonly PracticeRow[]) {
  const own = new Set(stored.map((p) => p.id));
  const errors: FieldError[] = sent.flatMap((p, i) =>
    p._id && !own.has(p._id) ? [{ path: `practices.${i}._id`, message: 'Practice not found' }] : [],
  );
  if (errors.length > 0) throw new ApiError(404, 'Practice not found', { errors });
}

/**
 * 409 when a practice left out of the list still has upcoming pending or scheduled
 * appointments (ADR 112): the doctor closes its hours instead, and nothing is saved.
 */
async function assertRemovable(tx: DbOrTx, removed: readonly PracticeRow[], now: Date) {
  if (removed.length === 0) return;
  const booked = await tx
    .select({ practiceId: appointments.practiceId, n: count() })
    .from(appointments)
    .where(
      and(
        inArray(
          appointments.practiceId,
          removed.map((p) => p.id),
        ),
        inArray(appointments.status, ['pending', 'scheduled']),
        occupiesSlot(now),
        gt(appointments.endTime, now),
      ),
    )
    .groupBy(appointments.practiceId);
  const counts = new Map(booked.map((b) => [b.practiceId, b.n]));
  const errors: FieldError[] = removed.flatMap((p) => {
    const n = counts.get(p.id) ?? 0;
    return n > 0 ? [{ path: 'practices', message: practiceRemovalMessage(p.name, n) }] : [];
  });
  if (errors.length > 0) {
    throw new ApiError(409, errors[0]!.message, { code: 'PRACTICE_HAS_APPOINTMENTS', errors });
  }
}

/**
 * Writes the doctor's practices as sent (ADR 112), inside the caller's transaction and under its
 * lock of the doctor row: `_id`s sent back are kept, new ones created, the list order is
 * `position`, each practice's hours replace its stored ones, and practices left out are removed
 * (unless appointments still wait there). Answers the practices' ids in list order.
 */
export async function writePractices(
  tx: DbOrTx,
  doctorId: string,
  sent: readonly PracticeInput[],
  stored: readonly PracticeRow[],
  { now, settings }: { now: Date; settings: Settings },
): Promise<string[]> {
  sent.forEach((p, i) => {
    assertFeeInRange(p.fee, settings, `practices.${i}.fee`);
  });
  // The schema checked the list as sent; the seed-era fields may have changed the first clinic.
  const overlap = practiceOverlaps(sent)[0];
  if (overlap) {
    const message = overlapMessage(overlap);
    throw new ApiError(400, message, {
      errors: [{ path: `practices.${overlap.index}.availability`, message }],
    });
  }
  assertOwnIds(sent, stored);
  const kept = new Set(sent.flatMap((p) => (p._id ? [p._id] : [])));
  const removed = stored.filter((p) => !kept.has(p.id));
  await assertRemovable(tx, removed, now);

  // Hours first, so no stored interval stands in the way of the new ones (the exclusion
  // constraint spans practices); then the practices left out.
  await tx.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctorId));
  if (removed.length > 0) {
    await tx.delete(doctorPractices).where(
      inArray(
        doctorPractices.id,
        removed.map((p) => p.id),
      ),
    );
  }
  const fields = (p: PracticeInput, position: number) => ({
    position,
    kind: p.kind,
    name: p.name,
    location: p.kind === 'video' ? null : p.location,
    phone: p.phone,
    fee: p.fee,
    walkInCap: p.kind === 'clinic' ? p.walkInCap : null,
    updatedAt: now,
  });
  const ids: string[] = sent.map((p) => p._id ?? '');
  // At most one video practice at any moment (a unique index): kept practices turning into
  // clinics are written before one turning into video, and new ones last.
  const order = sent
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p._id)
    .sort((a, b) => Number(a.p.kind === 'video') - Number(b.p.kind === 'video'));
  for (const { p, i } of order) {
    await tx.update(doctorPractices).set(fields(p, i)).where(eq(doctorPractices.id, p._id!));
  }
  for (const [i, p] of sent.entries()) {
    if (p._id) continue;
    const [row] = await tx
      .insert(doctorPractices)
      .values({ doctorId, ...fields(p, i), createdAt: now })
      .returning({ id: doctorPractices.id });
    ids[i] = row!.id;
  }
  const hours = sent.flatMap((p, i) =>
    intervalsOf(p.availability).map((r) => ({ ...r, doctorId, practiceId: ids[i]! })),
  );
  if (hours.length > 0) await tx.insert(doctorAvailability).values(hours);
  return ids;
}

/**
 * A seed-era save (no practices): the first clinic practice's hours become `availability`,
 * the other practices' hours stay. Hours that overlap another practice's are refused with the
 * words of ADR 112 before anything is written. Answers the number of intervals written.
 */
export async function writeFirstClinicHours(
  tx: DbOrTx,
  doctorId: string,
  clinicName: string,
  availability: WeeklyAvailability,
  stored: readonly PracticeRow[],
): Promise<number> {
  const first = stored.find((p) => p.kind === 'clinic');
  const rows = intervalsOf(availability);
  if (!first) throw new ApiError(404, 'Practice not found');
  // The edited practice goes last, so each overlap names its interval and the other practice.
  const others = stored.filter((p) => p !== first);
  const overlap = practiceOverlaps([
    ...others.map((p) => ({ name: p.name, availability: toWeeklyAvailability(p.hours) })),
    { name: clinicName, availability },
  ])[0];
  if (overlap) {
    const message = overlapMessage(overlap);
    throw new ApiError(400, message, { errors: [{ path: 'availability', message }] });
  }
  await tx.delete(doctorAvailability).where(eq(doctorAvailability.practiceId, first.id));
  if (rows.length > 0) {
    await tx
      .insert(doctorAvailability)
      .values(rows.map((r) => ({ ...r, doctorId, practiceId: first.id })));
  }
  return rows.length;
}

/**
 * Postgres reports a broken exclusion constraint as 23P01 (drizzle may wrap it in `cause`):
 * here, two practices' hours sharing a minute that a save raced past the checks above.
 */
export function isHoursClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  const inner = (e?.cause ?? e) as { code?: string; constraint?: string } | undefined;
  const hit = (x?: { code?: string; constraint?: string }) =>
    x?.code === '23P01' &&
    (x.constraint === undefined || x.constraint === 'doctor_availability_no_overlap');
  return hit(e) || hit(inner);
}

export const hoursClashError = () =>
  new ApiError(400, PRACTICE_MSG.clash, {
    errors: [{ path: 'availability', message: PRACTICE_MSG.clash }],
  });
