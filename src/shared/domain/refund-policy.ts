import type { StatusChanger, TransitionAction } from './appointment-transitions';

/** The patient-facing reason a cancellation gets no refund (ADR 107); `{hours}` is the window. */
export const NO_REFUND_REASON =
  'No refund: cancelled less than {hours} hours before the appointment';

export type RefundDecision =
  | { refund: 'full'; amount: number }
  | { refund: 'none'; amount: 0; reason: string };

/**
 * What a cancellation or rejection of a paid appointment refunds (ADR 107): everything when the
 * patient cancels at least `fullRefundHoursBefore` hours ahead, nothing inside that window, and
 * everything whenever the doctor, the administrator or the expiry job cancels or the doctor rejects.
 */
export function decideRefund(input: {
  by: StatusChanger;
  action: TransitionAction;
  paid: number;
  startTime: Date;
  now: Date;
  fullRefundHoursBefore: number;
}): RefundDecision {
  const { by, paid, startTime, now, fullRefundHoursBefore } = input;
  if (by !== 'patient') return { refund: 'full', amount: paid };
  const ahead = startTime.getTime() - now.getTime();
  if (ahead >= fullRefundHoursBefore * 3_600_000) return { refund: 'full', amount: paid };
  return { refund: 'none', amount: 0, reason: noRefundReason(fullRefundHoursBefore) };
}

export const noRefundReason = (hours: number) => NO_REFUND_REASON.replace('{hours}', String(hours));
