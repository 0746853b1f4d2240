import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { deskDayCloses, deskDevices } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict } from '#server/lib/errors';
import { clinicDayBounds } from '#shared/domain/slots';
import { CASH_MSG, type CashTotals } from '#shared/schemas/desk-cash';
import { audit } from '../audit/audit.service';
import { isUniqueViolation } from '../auth/auth.service';
import { getSettings } from '../settings/settings.service';
import { receiptsOfDay } from './desk-cash.service';
import { deviceLetter, lastDeviceNumber } from './desk-receipts';
import { practiceInScope } from './desk-scope';

type Row = Awaited<ReturnType<typeof receiptsOfDay>>[number];
const signed = (r: Row) => (r.kind === 'refund' ? -r.amount : r.amount);

/** Sums by a key: net amount and the number of receipts. */
function sumBy<K extends string>(rows: Row[], key: (r: Row) => K) {
  const totals = new Map<K, { amount: number; count: number; first: Row }>();
  for (const r of rows) {
    const t = totals.get(key(r)) ?? { amount: 0, count: 0, first: r };
    totals.set(key(r), { amount: t.amount + signed(r), count: t.count + 1, first: t.first });
  }
  return [...totals.entries()];
}

/**
 * A practice's cash for a clinic day (ADR 155): taken less refunded, by method and by member,
 * with each member's close. The desk members of the practice and its doctor read it.
 */
export async function cashTotals(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  query: { practiceId: string; date: string },
): Promise<CashTotals> {
  const { db } = deps;
  await practiceInScope(db, actor, query.practiceId);
  const { timezone } = await getSettings(db);
  const rows = await receiptsOfDay(db, query.practiceId, clinicDayBounds(query.date, timezone));
  const closes = await db
    .select()
    .from(deskDayCloses)
    .where(and(eq(deskDayCloses.practiceId, query.practiceId), eq(deskDayCloses.date, query.date)))
    .orderBy(deskDayCloses.closedAt);
  return {
    practiceId: query.practiceId,
    date: query.date,
    total: rows.reduce((sum, r) => sum + signed(r), 0),
    byMethod: sumBy(rows, (r) => r.method).map(([method, t]) => ({
      method,
      amount: t.amount,
      count: t.count,
    })),
    byMember: sumBy(rows, (r) => r.takenBy ?? r.takenByName).map(([memberId, t]) => ({
      memberId,
      name: t.first.takenByName,
      amount: t.amount,
      count: t.count,
    })),
    closes: closes.map((c) => ({
      name: c.closedByName,
      counted: c.counted,
      expected: c.expected,
      difference: c.counted - c.expected,
      at: c.closedAt.toISOString(),
    })),
  };
}

/**
 * A member closes their day (ADR 155): the cash they counted against what their receipts say.
 * Once per member, practice and day; a repeat is 409 `DAY_CLOSED` and changes nothing.
 */
export async function closeDay(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: { practiceId: string; date: string; counted: number },
) {
  const { db, now } = deps;
  const totals = await cashTotals(deps, actor, input);
  const expected = totals.byMember.find((m) => m.memberId === actor.id)?.amount ?? 0;
  try {
    await db.insert(deskDayCloses).values({
      practiceId: input.practiceId,
      date: input.date,
      counted: input.counted,
      expected,
      closedBy: actor.id,
      closedByName: actor.name,
      closedAt: now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(CASH_MSG.dayClosed, 'DAY_CLOSED');
    }
    throw error;
  }
  await audit(deps, actor, {
    action: 'create',
    resource: 'desk_day_closes',
    resourceId: input.practiceId,
    details: `Closed the day's cash: counted PKR ${input.counted}, receipts PKR ${expected}`,
  });
  return { counted: input.counted, expected, difference: input.counted - expected };
}

/**
 * A desk device's letter at a practice (ADR 155): the same device key gets its letter back, with
 * the last number it used, so a device wiped at sign-out goes on where it stopped.
 */
export async function registerDevice(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: { practiceId: string; deviceKey: string },
): Promise<{ letter: string; lastNumber: number }> {
  const { db, now } = deps;
  await practiceInScope(db, actor, input.practiceId);
  const mine = and(
    eq(deskDevices.practiceId, input.practiceId),
    eq(deskDevices.deviceKey, input.deviceKey),
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    const [known] = await db.select().from(deskDevices).where(mine);
    if (known) {
      return {
        letter: known.letter,
        lastNumber: await lastDeviceNumber(db, input.practiceId, known.letter),
      };
    }
    const [{ n }] = await db
      .select({ n: count() })
      .from(deskDevices)
      .where(eq(deskDevices.practiceId, input.practiceId));
    try {
      const letter = deviceLetter(Number(n) + 1);
      await db.insert(deskDevices).values({
        practiceId: input.practiceId,
        deviceKey: input.deviceKey,
        letter,
        createdBy: actor.id,
        createdAt: now(),
      });
      return { letter, lastNumber: 0 };
    } catch (error) {
      // Two devices took the same letter at once, or this one registered twice: look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not give the device a letter');
}
