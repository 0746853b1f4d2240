import type { Deps } from '#server/context';
import type { payments, refunds } from '#server/db/schema/index';
import { inquireJazzcashRefund } from './jazzcash-inquiry';
import { JAZZCASH_REFUND_URL, type RefundOutcome, sendJazzcashRefund } from './jazzcash-refund';

type Charge = typeof payments.$inferSelect;
type Refund = typeof refunds.$inferSelect;

/**
 * Whether refunds of the provider's charges go out by themselves (ADR 107): the sandbox's always;
 * JazzCash's when its merchant MPIN is configured. Others wait for the administrator.
 */
export function refundsAutomatically(deps: Pick<Deps, 'env'>, provider: Charge['provider']) {
  if (provider === 'sandbox') return true;
  return Boolean(deps.env.jazzcash?.mpin);
}

/** Sends one refund attempt to the charge's provider. */
export async function refundThroughProvider(
  deps: Pick<Deps, 'env'>,
  refund: Refund,
  charge: Charge,
): Promise<RefundOutcome> {
  if (charge.provider === 'sandbox') {
    // The sandbox moves no money, so its refund is made the moment it is asked for, under the
    // refund's own idempotency reference.
    return { ok: true, reference: refund.idempotencyKey };
  }
  const jazz = deps.env.jazzcash;
  if (!jazz?.mpin)
    return { ok: false, error: 'JazzCash refunds are not configured (JAZZCASH_MPIN)' };
  const config = { ...jazz, mpin: jazz.mpin, refundUrl: jazz.refundUrl ?? JAZZCASH_REFUND_URL };
  // ADR 140: a retry, or a send cut short, may follow a refund JazzCash made but never confirmed
  // (JazzCash takes no idempotency key): ask first, and send again only if the charge stands.
  if (refund.attempts > 1) {
    const known = await inquireJazzcashRefund(config, charge.reference);
    if (known.state === 'refunded') return { ok: true, reference: known.reference };
    if (known.state === 'unknown') return { ok: false, error: known.error };
  }
  return sendJazzcashRefund(config, {
    chargeReference: charge.reference,
    amount: refund.amount,
  });
}
