import { jazzcashSecureHash } from '#server/lib/jazzcash-hash';

/** JazzCash's sandbox wallet refund endpoint; production sets JAZZCASH_REFUND_URL (ADR 107). */
export const JAZZCASH_REFUND_URL =
  'https://sandbox.jazzcash.com.pk/ApplicationAPI/API/Purchase/domwalletrefundtransaction';

export type JazzcashRefundConfig = {
  merchantId: string;
  password: string;
  integritySalt: string;
  mpin: string;
  refundUrl: string;
};

/**
 * The body of JazzCash's wallet refund request (REST, v1.1 conventions; ADR 107): the original
 * transaction's reference, the amount in paisa, the merchant's credentials and MPIN, signed like
 * the payment form.
 */
export function jazzcashRefundFields(
  config: JazzcashRefundConfig,
  refund: { chargeReference: string; amount: number },
): Record<string, string> {
  const fields: Record<string, string> = {
    pp_TxnRefNo: refund.chargeReference,
    pp_Amount: String(Math.round(refund.amount * 100)),
    pp_TxnCurrency: 'PKR',
    pp_MerchantID: config.merchantId,
    pp_Password: config.password,
    pp_MerchantMPIN: config.mpin,
  };
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, config.integritySalt) };
}

export type RefundOutcome = { ok: true; reference: string } | { ok: false; error: string };

/** How long JazzCash has to answer a refund before the attempt counts as failed. */
export const JAZZCASH_REFUND_TIMEOUT_MS = 15_000;

/**
 * Posts the refund and reads JazzCash's answer: response code 000 is a refund made; anything
 * else, a non-2xx status or no answer in time is a failure for the retry job.
 */
export async function sendJazzcashRefund(
  config: JazzcashRefundConfig,
  refund: { chargeReference: string; amount: number },
  timeoutMs = JAZZCASH_REFUND_TIMEOUT_MS,
): Promise<RefundOutcome> {
  let res: Response;
  try {
    res = await fetch(config.refundUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(jazzcashRefundFields(config, refund)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, error: `JazzCash did not answer: ${(error as Error).message}` };
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) return { ok: false, error: `JazzCash answered ${res.status}` };
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { ok: false, error: 'JazzCash answered something other than JSON' };
  }
  const code = String(body.pp_ResponseCode ?? '');
  if (code !== '000') {
    const message = typeof body.pp_ResponseMessage === 'string' ? body.pp_ResponseMessage : '';
    return { ok: false, error: `JazzCash refused the refund: ${code} ${message}`.trim() };
  }
  const reference = body.pp_RetreivalReferenceNo ?? body.pp_TxnRefNo ?? refund.chargeReference;
  return { ok: true, reference: String(reference) };
}
