import { and, desc, eq, getTableColumns, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { appointments, payments, refunds } from '#server/db/schema/index';
import type { StatusChanger, TransitionAction } from '#shared/domain/appointment-transitions';
import { notificationData } from '#shared/domain/notification-texts';
import { decideRefund } from '#shared/domain/refund-policy';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { type AppointmentRow, loadAppointment } from '../scheduling/appointment.view';
import { settingsIn } from '../settings/settings.service';
import { refundsAutomatically, refundThroughProvider } from './refund-providers';

type LedgerDeps = Pick<Deps, 'db' | 'env' | 'log' | 'mailer' | 'now'>;
type Refund = typeof refunds.$inferSelect;

/** Attempts before a refund is marked failed, and the wait after each failed one (ADR 107). */
export const REFUND_MAX_ATTEMPTS = 5;
export const REFUND_BACKOFF_MINUTES = [1, 5, 30, 120] as const;
/** How long a claimed refund is one runner's; past it, a send cut short is taken up again. */
export const REFUND_LEASE_MS = 5 * 60_000;
const BATCH = 20;

const nothing = async () => {};

/**
 * Records, in the transaction of a cancellation, the refund the policy gives for a paid
 * appointment (ADR 107): of its paid charge that has no refund yet (a duplicate one was refunded
 * when it arrived, ADR 140). The charge's unique refund index decides: a cancellation replayed or
 * raced inserts nothing the second time. Answers the refund to send after commit, if any, and the
 * patient's notification e-mail.
 */
export async function recordRefund(
  tx: Tx,
  deps: LedgerDeps,
  change: { by: StatusChanger; action: TransitionAction; row: AppointmentRow; timeZone: string },
): Promise<{ refundId: string | null; email: () => Promise<void> }> {
  const a = change.row.appointment;
  const none = { refundId: null, email: nothing };
  if (a.paymentStatus !== 'paid') return none;
  // The kept charge: a duplicate one was refunded when it arrived (ADR 140), so it has a refund.
  const [charge] = await tx
    .select(getTableColumns(payments))
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.appointmentId, a.id), eq(payments.status, 'paid'), isNull(refunds.id)))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  if (!charge) return none;
  const { refundPolicy } = await settingsIn(tx);
  const now = deps.now();
  const decision = decideRefund({
    by: change.by,
    action: change.action,
    paid: charge.amount,
    startTime: a.startTime,
    now,
    fullRefundHoursBefore: refundPolicy.fullRefundHoursBefore,
  });
  if (decision.refund === 'none') {
    await tx
      .update(payments)
      .set({ noRefundReason: decision.reason })
      .where(eq(payments.id, charge.id));
    return none;
  }
  return refundCharge(
    tx,
    deps,
    { row: change.row, charge, amount: decision.amount, now },
    change.timeZone,
  );
}

type Charge = typeof payments.$inferSelect;

/**
 * Puts one charge's refund on the ledger and tells the patient, once: the charge's unique refund
 * index (ADR 140) makes a replayed or raced second insert a no-op, whose refund and e-mail are the
 * first one's. Answers the refund to send after commit (automatic providers) and the e-mail.
 */
export async function refundCharge(
  tx: Tx,
  deps: LedgerDeps,
  refund: { row: AppointmentRow; charge: Charge; amount: number; now: Date },
  timeZone: string,
): Promise<{ refundId: string | null; email: () => Promise<void> }> {
  const { row, charge, amount, now } = refund;
  const automatic = refundsAutomatically(deps, charge.provider);
  const [inserted] = await tx
    .insert(refunds)
    .values({
      appointmentId: row.appointment.id,
      paymentId: charge.id,
      provider: charge.provider,
      amount,
      status: automatic ? 'pending' : 'manual',
      idempotencyKey: `R${charge.reference}`,
      nextAttemptAt: automatic ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  if (!inserted) return { refundId: null, email: nothing };
  const data = notificationData('REFUND_ISSUED', { amount, doctorName: row.doctorName });
  const email = await notifyAboutAppointment(deps, row, 'patient', data, timeZone, tx);
  return { refundId: automatic ? inserted.id : null, email };
}

/**
 * Claims due refunds for this runner, by raising their attempt count and pushing their next
 * attempt past a lease, in one committed transaction before anything goes to the provider: a
 * second runner skips them (SKIP LOCKED) or finds them not due, so each attempt is sent once.
 */
async function claim(deps: LedgerDeps, id?: string): Promise<Refund[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          id ? eq(refunds.id, id) : undefined,
          eq(refunds.status, 'pending'),
          lte(refunds.nextAttemptAt, now),
        ),
      )
      .orderBy(refunds.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed: Refund[] = [];
    for (const { id: dueId } of due) {
      const [row] = await tx
        .update(refunds)
        .set({
          attempts: sql`${refunds.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS),
        })
        .where(eq(refunds.id, dueId))
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

/** Sends one claimed refund and keeps the outcome: succeeded, pending again after a wait, or failed. */
async function sendClaimed(deps: LedgerDeps, refund: Refund): Promise<boolean> {
  const mine = and(
    eq(refunds.id, refund.id),
    eq(refunds.status, 'pending'),
    eq(refunds.attempts, refund.attempts),
  );
  const [charge] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const outcome = charge
    ? await refundThroughProvider(deps, refund, charge)
    : { ok: false as const, error: 'The charge is gone' };
  if (outcome.ok) {
    const reference = outcome.reference;
    const email = await deps.db.transaction((tx) => completeRefund(tx, deps, mine, reference));
    await email?.();
    return true;
  }
  const failed = refund.attempts >= REFUND_MAX_ATTEMPTS;
  const wait =
    REFUND_BACKOFF_MINUTES[Math.min(refund.attempts, REFUND_BACKOFF_MINUTES.length) - 1]! * 60_000;
  deps.log.error(failed ? 'refund failed' : 'refund not made, will retry', {
    refundId: refund.id,
    attempts: refund.attempts,
    error: outcome.error,
  });
  await deps.db
    .update(refunds)
    .set(
      failed
        ? { status: 'failed', nextAttemptAt: null, lastError: outcome.error }
        : {
            nextAttemptAt: new Date(deps.now().getTime() + wait),
            lastError: outcome.error,
          },
    )
    .where(mine);
  return false;
}

/**
 * A refund made: the refund succeeds, the appointment's payment becomes `refunded` (which takes
 * its fee out of the reports' revenue) once no paid charge of it is left unrefunded (the refund
 * of a duplicate charge leaves the kept one paid, ADR 140), and the patient is told, in `tx`. `which` narrows the
 * refund that may complete (this runner's claim, or a manual or failed one). Answers the
 * notification's e-mail for after commit, or null when no refund matched.
 */
export async function completeRefund(
  tx: Tx,
  deps: LedgerDeps,
  which: SQL | undefined,
  reference: string,
): Promise<(() => Promise<void>) | null> {
  const now = deps.now();
  const [done] = await tx
    .update(refunds)
    .set({ status: 'succeeded', reference, completedAt: now, nextAttemptAt: null })
    .where(which)
    .returning();
  if (!done) return null;
  await tx
    .update(appointments)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(
      and(
        eq(appointments.id, done.appointmentId),
        eq(appointments.paymentStatus, 'paid'),
        sql`not exists (select 1 from ${payments} where ${payments.appointmentId} = ${done.appointmentId}
          and ${payments.status} = 'paid' and not exists (select 1 from ${refunds}
          where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded'))`,
      ),
    );
  const row = await loadAppointment(tx, done.appointmentId);
  const { timezone } = await settingsIn(tx);
  const data = notificationData('REFUND_COMPLETED', {
    amount: done.amount,
    doctorName: row.doctorName,
  });
  return notifyAboutAppointment(deps, row, 'patient', data, timezone, tx);
}

/** After a cancellation's commit: the refund goes to its provider at once (ADR 107). */
export async function sendRefund(deps: LedgerDeps, refundId: string): Promise<void> {
  for (const refund of await claim(deps, refundId)) await sendClaimed(deps, refund);
}

/** The job: sends every due refund (first attempts cut short, and retries); answers how many were made. */
export async function sendDueRefunds(deps: LedgerDeps): Promise<number> {
  let made = 0;
  for (;;) {
    const claimed = await claim(deps);
    if (claimed.length === 0) return made;
    for (const refund of claimed) if (await sendClaimed(deps, refund)) made++;
  }
}
