import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import type { payments } from '#server/db/schema/index';
import type { AppointmentRow } from '../scheduling/appointment.view';
import { refundCharge } from './refund-ledger';

type LedgerDeps = Pick<Deps, 'db' | 'env' | 'log' | 'mailer' | 'now'>;

/**
 * A second charge for an appointment already paid (two tabs, a slow callback) is real money: it is
 * kept as a paid charge and refunded in full at once through the ledger (ADR 140), whatever the
 * cancellation policy says, since the patient owes it nothing. A replay inserts nothing (one refund
 * per charge); the appointment may hold other refunds, one per charge.
 */
export async function refundDuplicateCharge(
  tx: Tx,
  deps: LedgerDeps,
  change: { row: AppointmentRow; charge: typeof payments.$inferSelect; timeZone: string },
): Promise<{ refundId: string | null; email: () => Promise<void> }> {
  const { charge, row } = change;
  const refund = { row, charge, amount: charge.amount, now: deps.now() };
  return refundCharge(tx, deps, refund, change.timeZone);
}
