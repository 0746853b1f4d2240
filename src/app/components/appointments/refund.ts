import { NO_REFUND_REASON } from '#shared/domain/refund-policy';
import type { AppointmentRefund } from '#shared/schemas/refund';

/** What the patient's copy of an appointment says about its payment (ADR 107's ledger, ADR 111). */
export type RefundablePayment = {
  status?: string;
  /** What was charged, in PKR. */
  amount?: number;
  refunds?: AppointmentRefund[];
  /** The policy's reason, in English, when the cancellation refunded nothing. */
  noRefundReason?: string;
};

export type RefundView =
  | { state: 'on-its-way'; amount: number }
  | { state: 'refunded'; amount: number }
  | { state: 'none'; hours: number }
  | null;

const REASON_HOURS = new RegExp(`^${NO_REFUND_REASON.replace('{hours}', '(\\d+)')}$`);

/** The window the server decided by, read from its reason; the policy now for older copies. */
const hoursOf = (reason: string | undefined, fallback: number) => {
  const hours = reason?.match(REASON_HOURS)?.[1];
  return hours === undefined ? fallback : Number(hours);
};

const sum = (refunds: AppointmentRefund[]) => refunds.reduce((total, r) => total + r.amount, 0);

/**
 * The refund line of an appointment: one on its way (the provider has not confirmed it, or the
 * administrator has still to make it), one made, or, for a paid visit the patient cancelled inside
 * the policy's window, why there is none. Nothing while a cancel waits to sync: the server
 * decides the refund when the cancel reaches it.
 */
export function refundView(
  a: { status: string; payment?: RefundablePayment | null },
  hours: number,
  waiting = false,
): RefundView {
  const refunds = Array.isArray(a.payment?.refunds) ? a.payment.refunds : [];
  const made = refunds.filter((r) => r.status === 'succeeded');
  const open = refunds.filter((r) => r.status !== 'succeeded');
  if (open.length) return { state: 'on-its-way', amount: sum(open) };
  if (made.length) return { state: 'refunded', amount: sum(made) };
  if (a.payment?.status === 'refunded') return { state: 'refunded', amount: a.payment.amount ?? 0 };
  if (a.status === 'cancelled' && a.payment?.status === 'paid' && !waiting)
    return { state: 'none', hours: hoursOf(a.payment.noRefundReason, hours) };
  return null;
}

/** Whether the appointment has a refund line: the policy's hours change its words, never that. */
export const showsRefund = (
  a: { status: string; payment?: RefundablePayment | null },
  waiting = false,
): boolean => refundView(a, 0, waiting) !== null;
