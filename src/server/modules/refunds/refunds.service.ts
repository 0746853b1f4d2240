import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '#server/context';
import { appointments, doctors, payments, refunds, users } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { isId } from '#shared/schemas/common';
import {
  type AdminRefund,
  type AdminRefundPage,
  type AdminRefundsQuery,
  REFUND_MSG,
} from '#shared/schemas/refund';
import { audit } from '../audit/audit.service';
import { completeRefund } from './refund-ledger';

type RefundDeps = Pick<Deps, 'db' | 'env' | 'log' | 'mailer' | 'now'>;

const patientUsers = alias(users, 'refund_patient');
const doctorUsers = alias(users, 'refund_doctor');

const columns = {
  refund: refunds,
  chargeReference: payments.reference,
  startTime: appointments.startTime,
  patient: { id: patientUsers.id, name: patientUsers.name, email: patientUsers.email },
  doctor: { id: doctors.id, name: doctorUsers.name },
};

type Row = {
  refund: typeof refunds.$inferSelect;
  chargeReference: string;
  startTime: Date;
  patient: { id: string; name: string; email: string };
  doctor: { id: string; name: string };
};

function toAdminRefund(r: Row): AdminRefund {
  return {
    _id: r.refund.id,
    id: r.refund.id,
    appointmentId: r.refund.appointmentId,
    provider: r.refund.provider,
    chargeReference: r.chargeReference,
    amount: r.refund.amount,
    status: r.refund.status,
    reference: r.refund.reference,
    attempts: r.refund.attempts,
    lastError: r.refund.lastError,
    createdAt: r.refund.createdAt.toISOString(),
    completedAt: r.refund.completedAt?.toISOString() ?? null,
    patient: { _id: r.patient.id, name: r.patient.name, email: r.patient.email },
    doctor: { _id: r.doctor.id, name: r.doctor.name },
    appointmentStartTime: r.startTime.toISOString(),
  };
}

const joined = (deps: Pick<Deps, 'db'>) =>
  deps.db
    .select(columns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
    .innerJoin(patientUsers, eq(patientUsers.id, appointments.patientId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId));

/** GET /admin/refunds: one page, newest first, of one status or all (ADR 107). */
export async function listRefunds(
  deps: Pick<Deps, 'db'>,
  query: AdminRefundsQuery,
): Promise<AdminRefundPage> {
  const where = query.status === 'all' ? undefined : eq(refunds.status, query.status);
  const [{ total }] = await deps.db.select({ total: count() }).from(refunds).where(where);
  const rows = await joined(deps)
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    refunds: rows.map(toAdminRefund),
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}

async function oneRefund(deps: Pick<Deps, 'db'>, id: string): Promise<AdminRefund> {
  const [row] = await joined(deps).where(eq(refunds.id, id));
  if (!row) throw notFound('Refund');
  return toAdminRefund(row);
}

/**
 * POST /admin/refunds/{id}/mark-refunded: the administrator made a refund by hand (one waiting
 * for them, or one the provider kept refusing). Asking again with the same reference answers the
 * refund as it is; it is audited once.
 */
export async function markRefunded(
  deps: RefundDeps,
  actor: Actor,
  id: string,
  reference: string,
): Promise<AdminRefund> {
  if (!isId(id)) throw notFound('Refund');
  const email = await deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!refund) throw notFound('Refund');
    if (refund.status === 'succeeded' && refund.reference === reference) return null;
    if (refund.status !== 'manual' && refund.status !== 'failed') {
      throw new ApiError(409, REFUND_MSG.notManual, { code: 'REFUND_NOT_MANUAL' });
    }
    const sent = await completeRefund(
      tx,
      deps,
      and(eq(refunds.id, id), inArray(refunds.status, ['manual', 'failed'])),
      reference,
    );
    await audit(
      deps,
      actor,
      {
        action: 'update',
        resource: 'refund',
        resourceId: id,
        details: `Marked refunded (${refund.amount} PKR, reference ${reference})`,
      },
      tx,
    );
    return sent;
  });
  await email?.();
  return oneRefund(deps, id);
}
