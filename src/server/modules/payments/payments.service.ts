import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { AuthUser, Deps } from '#server/context';
import { appointments, patientProfiles, payments } from '#server/db/schema/index';
import { ApiError, conflict, forbidden, notFound } from '#server/lib/errors';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { notificationData } from '#shared/domain/notification-texts';
import { isId } from '#shared/schemas/common';
import {
  PAYMENT_CURRENCY,
  PAYMENT_MSG,
  type PaymentCreateAnswer,
  type PaymentOutcome,
  type PaymentProvider,
} from '#shared/schemas/payment';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { recordRefund, sendRefund } from '../refunds/refund-ledger';
import { type AppointmentRow, loadAppointment } from '../scheduling/appointment.view';
import { getSettings } from '../settings/settings.service';
import { jazzcashForm, jazzcashReference } from './jazzcash';
import { sandboxSign } from './sandbox';

type PaymentDeps = Pick<Deps, 'db' | 'env' | 'log' | 'mailer' | 'now'>;

/** Sandbox unless JazzCash merchant credentials are configured (ADR 010). */
export const defaultProvider = (deps: Pick<Deps, 'env'>): PaymentProvider =>
  deps.env.jazzcash ? 'jazzcash' : 'sandbox';

export const describePayment = (row: AppointmentRow) => `Consultation with ${row.doctorName}`;

/** The patient's own appointment, payable: confirmed, not cancelled, not paid. */
export async function payableAppointment(deps: PaymentDeps, user: AuthUser, appointmentId: string) {
  const row = isId(appointmentId) ? await loadAppointment(deps.db, appointmentId) : undefined;
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
  const jazz = deps.env.jazzcash;
  if (provider === 'jazzcash' && !jazz) throw new ApiError(400, PAYMENT_MSG.notConfigured);
  const row = await payableAppointment(deps, user, appointmentId);
  const now = deps.now();
  const reference =
    provider === 'jazzcash'
      ? jazzcashReference(now, String(randomInt(0, 100_000)).padStart(5, '0'))
      : `SBX${randomBytes(16).toString('hex').toUpperCase()}`;
  await deps.db.insert(payments).values({
    appointmentId: row.appointment.id,
    provider,
    reference,
    amount: row.appointment.fee,
    currency: PAYMENT_CURRENCY,
    status: 'initiated',
    createdAt: now,
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
 * one transaction with the appointment, so a replay or a second payment changes nothing.
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
    let final: PaymentOutcome = outcome;
    if (outcome === 'success') {
      const paid = await tx
        .update(appointments)
        .set({ paymentStatus: 'paid', paymentMethod: provider, updatedAt: now })
        .where(
          and(eq(appointments.id, payment.appointmentId), ne(appointments.paymentStatus, 'paid')),
        )
        .returning({ id: appointments.id });
      if (paid.length === 0) final = 'failed';
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
      .set({ status: final === 'success' ? 'paid' : 'failed', completedAt: now, providerResponse })
      .where(eq(payments.id, payment.id));
    let afterCommit: (() => Promise<void>) | undefined;
    if (final === 'success') {
      // ADR 010: the patient's notification is part of recording the payment; e-mail after commit.
      const paid = await loadAppointment(tx, payment.appointmentId);
      const data = notificationData('PAYMENT_RECEIVED', {
        amount: payment.amount,
        doctorName: paid.doctorName,
      });
      afterCommit = await notifyAboutAppointment(deps, paid, 'patient', data, timeZone, tx);
      // Money that arrives for an appointment cancelled meanwhile goes back in full (ADR 107).
      if (paid.appointment.status === 'cancelled') {
        const mail = afterCommit;
        const refund = await recordRefund(tx, deps, {
          by: 'system',
          action: 'expire',
          row: paid,
          timeZone,
        });
        afterCommit = async () => {
          await mail();
          await refund.email();
          if (refund.refundId) await sendRefund(deps, refund.refundId);
        };
      }
    }
    return {
      payment,
      outcome: final,
      alreadyPaid: outcome === 'success' && final === 'failed',
      afterCommit,
    };
  });
  await result.afterCommit?.();
  const row = await loadAppointment(deps.db, result.payment.appointmentId);
  if (result.alreadyPaid) throw conflict(PAYMENT_MSG.alreadyPaid, 'ALREADY_PAID');
  return { row, outcome: result.outcome, payment: result.payment };
}

/** Where the browser goes back to in the app after the provider (ADR 010). */
export const returnUrl = (
  deps: Pick<Deps, 'env'>,
  appointmentId: string,
  outcome: PaymentOutcome,
) =>
  `${deps.env.appUrl}/payment?appointmentId=${encodeURIComponent(appointmentId)}&status=${outcome}`;
