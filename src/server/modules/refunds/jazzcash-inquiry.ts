import { timingSafeEqual } from 'node:crypto';
import { jazzcashSecureHash } from '#server/lib/jazzcash-hash';
import { JAZZCASH_REFUND_TIMEOUT_MS, type JazzcashRefundConfig } from './jazzcash-refund';

/** JazzCash's Transaction Status Inquiry, on the host of the refund endpoint (ADR 140). */
export const JAZZCASH_INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';
export const jazzcashInquiryUrl = (refundUrl: string) =>
  new URL(JAZZCASH_INQUIRY_PATH, refundUrl).toString();

/** The inquiry's body: the charge's reference and the merchant's credentials, signed. */
export function jazzcashInquiryFields(
  config: Pick<JazzcashRefundConfig, 'merchantId' | 'password' | 'integritySalt'>,
  chargeReference: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    pp_TxnRefNo: chargeReference,
    pp_MerchantID: config.merchantId,
    pp_Password: config.password,
  };
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, config.integritySalt) };
}

export type RefundState =
  | { state: 'refunded'; reference: string }
  | { state: 'not-refunded' }
  | { state: 'unknown'; error: string };

/** JazzCash signs its answers like our requests; an answer that carries a hash must match it. */
const signedBy = (body: Record<string, string>, salt: string) => {
  if (!body.pp_SecureHash) return true;
  const given = Buffer.from((body.pp_SecureHash ?? '').toUpperCase());
  const expected = Buffer.from(jazzcashSecureHash(body, salt));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Asks JazzCash what became of the charge before a refund is sent again (ADR 140): a refund
 * whose answer never came may have been made. Only a signed answer that the charge still stands
 * ("Completed") lets the refund go out again; a refunded or reversed one completes ours; anything
 * else (no answer, a wrong signature, pending) is unknown, and nothing is sent.
 */
export async function inquireJazzcashRefund(
  config: JazzcashRefundConfig,
  chargeReference: string,
  timeoutMs = JAZZCASH_REFUND_TIMEOUT_MS,
): Promise<RefundState> {
  let body: Record<string, string>;
  try {
    const res = await fetch(jazzcashInquiryUrl(config.refundUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(jazzcashInquiryFields(config, chargeReference)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok)
      return { state: 'unknown', error: `JazzCash status inquiry answered ${res.status}` };
    const parsed: unknown = await res.json();
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    body = Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [key, value == null ? '' : String(value)]),
    );
  } catch (error) {
    return {
      state: 'unknown',
      error: `JazzCash status inquiry failed: ${(error as Error).message}`,
    };
  }
  if (!signedBy(body, config.integritySalt)) {
    return { state: 'unknown', error: 'JazzCash status inquiry answer has a wrong signature' };
  }
  const status = body.pp_Status ?? '';
  const otherCharge = body.pp_TxnRefNo && body.pp_TxnRefNo !== chargeReference;
  if (body.pp_ResponseCode !== '000' || otherCharge) {
    return {
      state: 'unknown',
      error:
        `JazzCash status inquiry: ${body.pp_ResponseCode} ${body.pp_ResponseMessage ?? ''}`.trim(),
    };
  }
  if (/refund|revers/i.test(status)) {
    return { state: 'refunded', reference: body.pp_RetreivalReferenceNo || chargeReference };
  }
  if (status === 'Completed') return { state: 'not-refunded' };
  return {
    state: 'unknown',
    error: `JazzCash status inquiry: the charge is ${status || 'unknown'}`,
  };
}
