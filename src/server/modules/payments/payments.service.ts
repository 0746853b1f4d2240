import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AuthUser, Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { appointments, patientProfiles, payments } from '#server/db/schema/index';
import { conflict, forbidden, notFound } from '#server/lib/errors';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { notificationData } from '#shared/domain/notification-texts';
import { isId } from '#shared/schemas/common';
import {
  PAYMENT_CURRENCY,
  PAYMENT_IN_PROGRESS_MINUTES,
  PAYMENT_MSG,
  type PaymentCreateAnswer,
  type PaymentOutcome,
  type PaymentProvider,
} from '#shared/schemas/payment';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { refundDuplicateCharge } from '../refunds/duplicate-charge';
import { recordRefund, sendRefund } from '../refunds/refund-ledger';
import { type AppointmentRow, loadAppointment } from '../scheduling/appointment.view';
import { getSettings } from '../settings/settings.service';
import { jazzcashForm, jazzcashReference } from './jazzcash';
import { requireProvider } from './providers';
import { sandboxSign } from './sandbox';

type PaymentDeps = Pick<Deps, 'db' | 'env' | 'log' | 'mailer' | 'now'>;

export const describePayment = (row: AppointmentRow) => `Consultation with ${row.doctorName}`;

/** The patient's own appointment, payable: confirmed, not cancelled, not paid. */
export async function payableAppointment(db: DbOrTx, user: AuthUser, appointmentId: string) {
  const row = isId(appointmentId) ? await loadAppointment(db, appointmentId) : undefined;
  if (!row) throw notFound('Appointment');
  if (row.appointment.patientId !== user.id) throw forbidden();
  const a = row.appointment;
  if (a.paymentStatus === 'paid') throw conflict(PAYMENT_MSG.alreadyPaid, 'ALREADY_PAID');
  if (a.status === 'cancelled') throw conflict(PAYMENT_MSG.cancelled, 'APPOINTMENT_CANCELLED');
  if (!a.confirmedAt) throw conflict(PAYMENT_MSG.notConfirmed, 'NOT_CONFIRMED');
  return row;
}

/**
 * POST /payments/{provider}/create: records an initiated payment for the appointment's fee
 * (never the client's figure) and answers where the browser posts which fields.
 */
export async function createPayment(
  deps: PaymentDeps,
  user: AuthUser,
  provider: PaymentProvider,
  appointmentId: string,
): Promise<PaymentCreateAnswer> {
  requireProvider(deps, provider);
  const jazz = deps.env.jazzcash;
  const now = deps.now();
  const reference =
    provider === 'jazzcash'
      ? jazzcashReference(now, String(randomInt(0, 100_000)).padStart(5, '0'))
      : `SBX${randomBytes(16).toString('hex').toUpperCase()}`;
  const row = await deps.db.transaction(async (tx) => {
    // The appointment's lock queues a second create behind the first, which then sees its payment.
    if (isId(appointmentId)) {
      await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, appointmentId))
        .for('update');
    }
    const row = await payableAppointment(tx, user, appointmentId);
    // ADR 140: one payment at a time; a second one would charge the patient twice.
    const since = new Date(now.getTime() - PAYMENT_IN_PROGRESS_MINUTES * 60_000);
    const [started] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, row.appointment.id),
          eq(payments.status, 'initiated'),
          gt(payments.createdAt, since),
        ),
      )
      .limit(1);
    if (started) throw conflict(PAYMENT_MSG.inProgress, 'PAYMENT_IN_PROGRESS');
    await tx.insert(payments).values({
      appointmentId: row.appointment.id,
      provider,
      reference,
      amount: row.appointment.fee,
      currency: PAYMENT_CURRENCY,
      status: 'initiated',
      createdAt: now,
    });
    return row;
  });
  const base = deps.env.appUrl;
  if (provider === 'jazzcash' && jazz) {
    const formData = jazzcashForm(
      jazz,
      {
        reference,
        amount: row.appointment.fee,
        billReference: `A${row.appointment.id.replace(/-/g, '').slice(0, 19)}`,
        description: describePayment(row),
      },
      `${base}/api/payments/jazzcash/callback`,
      now,
    );
    return { redirectUrl: jazz.url, formData };
  }
  return {
    redirectUrl: `${base}/api/payments/sandbox/checkout`,
    formData: { ref: reference, signature: sandboxSign(deps.env.jwtSecret, 'checkout', reference) },
  };
}

/** The payment a callback names, with what the sandbox checkout page shows about it. */
export async function findPayment(deps: PaymentDeps, reference: string) {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) return undefined;
  const row = await loadAppointment(deps.db, payment.appointmentId);
  const [profile] = await deps.db
    .select({ phone: patientProfiles.phone })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, row.patient.id));
  const { timezone } = await getSettings(deps.db);
  return {
    payment,
    row,
    view: {
      amount: formatPKR(payment.amount),
      description: describePayment(row),
      when: `${formatClinicDate(row.appointment.startTime, { timeZone: timezone })}, ${formatClinicTime(row.appointment.startTime, { timeZone: timezone })}`,
      // ADR 002: the payer is the signed-in patient, with their own e-mail and phone.
      payer: [row.patient.name, row.patient.email, profile?.phone].filter(Boolean).join(' · '),
    },
  };
}

/**
 * Records a verified callback once: the payment row moves from initiated to paid or failed in
 * one transaction with the appointment, so a replay changes nothing. A second success for an
 * appointment already paid is a real charge: kept as paid and refunded in full (ADR 140).
 */
export async function completePayment(
  deps: PaymentDeps,
  provider: PaymentProvider,
  reference: string,
  outcome: PaymentOutcome,
  check: (payment: typeof payments.$inferSelect) => void,
  providerResponse: string,
) {
  const now = deps.now();
  const { timezone: timeZone } = await getSettings(deps.db);
  const result = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, reference))
      .for('update');
    if (!payment || payment.provider !== provider) throw notFound('Payment');
    check(payment);
    if (payment.status !== 'initiated') throw conflict(PAYMENT_MSG.replayed, 'PAYMENT_REPLAYED');
    let duplicate = false;
    if (outcome === 'success') {
      const paid = await tx
        .update(appointments)
        .set({ paymentStatus: 'paid', paymentMethod: provider, updatedAt: now })
        .where(
          and(eq(appointments.id, payment.appointmentId), ne(appointments.paymentStatus, 'paid')),
        )
        .returning({ id: appointments.id });
      duplicate = paid.length === 0;
    } else {
      await tx
        .update(appointments)
        .set({ paymentStatus: 'failed', updatedAt: now })
        .where(
          and(eq(appointments.id, payment.appointmentId), ne(appointments.paymentStatus, 'paid')),
        );
    }
    await tx
      .update(payments)
      .set({
        status: outcome === 'success' ? 'paid' : 'failed',
        completedAt: now,
        providerResponse,
      })
      .where(eq(payments.id, payment.id));
    if (outcome !== 'success') return { payment, afterCommit: undefined };
    const paid = await loadAppointment(tx, payment.appointmentId);
    if (duplicate) {
      const refund = await refundDuplicateCharge(tx, deps, {
        row: paid,
        charge: payment,
        timeZone,
      });
      return { payment, duplicate, afterCommit: afterRefund(deps, refund) };
    }
    // ADR 010: the patient's notification is part of recording the payment; e-mail after commit.
    const data = notificationData('PAYMENT_RECEIVED', {
      amount: payment.amount,
      doctorName: paid.doctorName,
    });
    const mail = await notifyAboutAppointment(deps, paid, 'patient', data, timeZone, tx);
    // Money that arrives for an appointment cancelled meanwhile goes back in full (ADR 107).
    if (paid.appointment.status !== 'cancelled') return { payment, afterCommit: mail };
    const refund = await recordRefund(tx, deps, {
      by: 'system',
      action: 'expire',
      row: paid,
      timeZone,
    });
    const sendIt = afterRefund(deps, refund);
    return {
      payment,
      afterCommit: async () => {
        await mail();
        await sendIt();
      },
    };
  });
  await result.afterCommit?.();
  const row = await loadAppointment(deps.db, result.payment.appointmentId);
  return { row, outcome, payment: result.payment, duplicate: 'duplicate' in result };
}

const afterRefund =
  (deps: PaymentDeps, refund: { refundId: string | null; email: () => Promise<void> }) =>
  async () => {
    await refund.email();
    if (refund.refundId) await sendRefund(deps, refund.refundId);
  };

/** Where the browser goes back to in the app after the provider (ADR 010). */
export const returnUrl = (
  deps: Pick<Deps, 'env'>,
  appointmentId: string,
  outcome: PaymentOutcome,
) =>
  `${deps.env.appUrl}/payment?appointmentId=${encodeURIComponent(appointmentId)}&status=${outcome}`;
