import { and, eq, gte, lt } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { appointments, deskReceipts } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, conflict, notFound } from '#server/lib/errors';
import { CASH_MSG, type DeskPaymentInput, type Receipt } from '#shared/schemas/desk-cash';
import { audit } from '../audit/audit.service';
import { isUniqueViolation } from '../auth/auth.service';
import { assertDeviceNumber, nextServerNumber, toReceipt } from './desk-receipts';
import { practiceInScope } from './desk-scope';

const fieldError = (path: string, message: string) =>
  new ApiError(400, message, { errors: [{ path, message }] });

/** The visit, locked, when it is at a practice in the caller's scope; 404 otherwise. */
async function lockVisit(tx: DbOrTx, actor: UserActor, visitId: string) {
  const [visit] = await tx
    .select({
      id: appointments.id,
      practiceId: appointments.practiceId,
      status: appointments.status,
      fee: appointments.fee,
      paymentStatus: appointments.paymentStatus,
    })
    .from(appointments)
    .where(eq(appointments.id, visitId))
    .for('update');
  if (!visit?.practiceId) throw notFound('Visit');
  await practiceInScope(tx, actor, visit.practiceId).catch(() => {
    throw notFound('Visit');
  });
  return { ...visit, practiceId: visit.practiceId };
}

async function receiptOf(tx: DbOrTx, visitId: string, kind: 'payment' | 'refund') {
  const [row] = await tx
    .select()
    .from(deskReceipts)
    .where(and(eq(deskReceipts.appointmentId, visitId), eq(deskReceipts.kind, kind)));
  return row;
}

/**
 * One receipt written, the visit's payment status following it (paid, or refunded), and the
 * audit line: in the caller's transaction, under the visit's row lock.
 */
async function recordReceipt(
  tx: DbOrTx,
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  visit: { id: string; practiceId: string },
  r: {
    kind: 'payment' | 'refund';
    number: string;
    amount: number;
    reason: string | null;
    details: string;
  },
): Promise<Receipt> {
  const at = deps.now();
  const [row] = await tx
    .insert(deskReceipts)
    .values({
      practiceId: visit.practiceId,
      appointmentId: visit.id,
      kind: r.kind,
      number: r.number,
      amount: r.amount,
      method: 'cash',
      reason: r.reason,
      takenBy: actor.id,
      takenByName: actor.name,
      takenAt: at,
    })
    .returning();
  await tx
    .update(appointments)
    .set(
      r.kind === 'payment'
        ? { paymentStatus: 'paid', paymentMethod: 'cash', updatedAt: at }
        : { paymentStatus: 'refunded', updatedAt: at },
    )
    .where(eq(appointments.id, visit.id));
  await audit(
    deps,
    actor,
    { action: 'create', resource: 'desk_receipts', resourceId: visit.id, details: r.details },
    tx,
  );
  return toReceipt(row!);
}

/**
 * Cash taken for a visit (ADR 155): the practice's fee, or less with a reason. The visit's
 * payment becomes `paid` once: under the row lock a second payment finds the first and is 409
 * `ALREADY_PAID` naming its receipt; a replay of a device's own number gets its receipt again
 * (a queued change sent twice), and any replay with the same Idempotency-Key its first answer.
 */
export async function takePayment(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: DeskPaymentInput,
): Promise<{ receipt: Receipt; replayed: boolean }> {
  const { db } = deps;
  return db
    .transaction(async (tx) => {
      const visit = await lockVisit(tx, actor, input.visitId);
      const paid = await receiptOf(tx, visit.id, 'payment');
      if (paid && input.receiptNumber === paid.number) {
        return { receipt: toReceipt(paid), replayed: true };
      }
      if (paid || visit.paymentStatus === 'paid' || visit.paymentStatus === 'refunded') {
        throw new ApiError(409, CASH_MSG.alreadyPaid, {
          code: 'ALREADY_PAID',
          ...(paid ? { extra: { receipt: toReceipt(paid) } } : {}),
        });
      }
      if (visit.status === 'cancelled') throw conflict(CASH_MSG.cancelled, 'VISIT_CANCELLED');
      if (input.amount > visit.fee) throw fieldError('amount', CASH_MSG.overFee);
      if (input.amount < visit.fee && !input.discountReason) {
        throw fieldError('discountReason', CASH_MSG.discountReason);
      }
      const number = input.receiptNumber ?? (await nextServerNumber(tx, visit.practiceId));
      if (input.receiptNumber) {
        await assertDeviceNumber(tx, visit.practiceId, input.receiptNumber, input.deviceKey);
      }
      const receipt = await recordReceipt(tx, deps, actor, visit, {
        kind: 'payment',
        number,
        amount: input.amount,
        reason: input.amount < visit.fee ? (input.discountReason ?? null) : null,
        details: `Cash PKR ${input.amount} taken at the front desk by ${actor.name}, receipt ${number}`,
      });
      return { receipt, replayed: false };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(CASH_MSG.numberTaken, 'RECEIPT_NUMBER_TAKEN');
      throw error;
    });
}

/** Cash given back for a visit paid at the desk, once, with a reason; numbered by the server. */
export async function refundPayment(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: { visitId: string; reason: string },
): Promise<Receipt> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const visit = await lockVisit(tx, actor, input.visitId);
    const paid = await receiptOf(tx, visit.id, 'payment');
    if (!paid) throw conflict(CASH_MSG.notPaidAtDesk, 'NOT_PAID_AT_DESK');
    if (await receiptOf(tx, visit.id, 'refund')) {
      throw conflict(CASH_MSG.alreadyRefunded, 'ALREADY_REFUNDED');
    }
    return recordReceipt(tx, deps, actor, visit, {
      kind: 'refund',
      number: await nextServerNumber(tx, visit.practiceId),
      amount: paid.amount,
      reason: input.reason,
      details: `Cash PKR ${paid.amount} refunded at the front desk by ${actor.name}: ${input.reason}`,
    });
  });
}

/** The receipts of a practice's clinic day, for the cash book. */
export async function receiptsOfDay(
  db: DbOrTx,
  practiceId: string,
  day: { start: Date; end: Date },
) {
  return db
    .select()
    .from(deskReceipts)
    .where(
      and(
        eq(deskReceipts.practiceId, practiceId),
        gte(deskReceipts.takenAt, day.start),
        lt(deskReceipts.takenAt, day.end),
      ),
    )
    .orderBy(deskReceipts.takenAt);
}
