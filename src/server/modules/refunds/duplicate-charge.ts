import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { type payments, refunds } from '#server/db/schema/index';
import { notificationData } from '#shared/domain/notification-texts';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import type { AppointmentRow } from '../scheduling/appointment.view';
import { refundsAutomatically } from './refund-providers';

type LedgerDeps = Pick<Deps, 'db' | 'env' | 'log' | 'mailer' | 'now'>;

/**
 * A second charge for an appointment already paid (two tabs, a slow callback) is real money: it is
 * kept as a paid charge and refunded in full at once through the ledger (ADR 140), whatever the
 * cancellation policy says, since the patient owes it nothing. The charge's unique refund index
 * makes a replay insert nothing; the appointment may hold other refunds (one per charge). Answers the refund to send after commit, if any, and the
 * patient's e-mail.
 */
export async function refundDuplicateCharge(
  tx: Tx,
  deps: LedgerDeps,
  change: { row: AppointmentRow; charge: typeof payments.$inferSelect; timeZone: string },
): Promise<{ refundId: string | null; email: () => Promise<void> }> {
  const { charge, row } = change;
  const automatic = refundsAutomatically(deps, charge.provider);
  const now = deps.now();
  const [refund] = await tx
    .insert(refunds)
    .values({
      appointmentId: row.appointment.id,
      paymentId: charge.id,
      provider: charge.provider,
      amount: charge.amount,
      status: automatic ? 'pending' : 'manual',
      idempotencyKey: `R${charge.reference}`,
      nextAttemptAt: automatic ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  // The charge is already refunded: a replay, which the payment's own lock mostly stops first.
  if (!refund) return { refundId: null, email: async () => {} };
  const data = notificationData('REFUND_ISSUED', {
    amount: charge.amount,
    doctorName: row.doctorName,
  });
  const email = await notifyAboutAppointment(deps, row, 'patient', data, change.timeZone, tx);
  return { refundId: automatic ? refund.id : null, email };
}
