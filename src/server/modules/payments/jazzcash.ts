import { createHmac, timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addHours, format } from 'date-fns';

/** JazzCash reports its times and expects ours in Pakistan time. */
const PKT = 'Asia/Karachi';
/** Response codes JazzCash documents as a completed payment. */
export const JAZZCASH_SUCCESS_CODES = new Set(['000', '121']);

/**
 * The secure hash of JazzCash's page-redirection API: HMAC-SHA256 keyed with the integrity salt
 * over the salt and the non-empty pp_ values sorted by field name, joined by '&', in upper-case hex.
 */
export function jazzcashSecureHash(fields: Record<string, string>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((key) => key.startsWith('pp_') && key !== 'pp_SecureHash' && fields[key] !== '')
    .sort()
    .map((key) => fields[key]);
  return createHmac('sha256', integritySalt)
    .update([integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

/** Whether the fields carry a pp_SecureHash that matches them (compared in constant time). */
export function jazzcashHashValid(fields: Record<string, string>, integritySalt: string): boolean {
  const given = Buffer.from((fields.pp_SecureHash ?? '').toUpperCase());
  const expected = Buffer.from(jazzcashSecureHash(fields, integritySalt));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type JazzcashConfig = { merchantId: string; password: string; integritySalt: string };

/** The form the browser posts to JazzCash: amounts in paisa, times in PKT, signed. */
export function jazzcashForm(
  config: JazzcashConfig,
  payment: { reference: string; amount: number; billReference: string; description: string },
  returnUrl: string,
  now: Date,
): Record<string, string> {
  const at = new TZDate(now.getTime(), PKT);
  const fields: Record<string, string> = {
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: config.merchantId,
    pp_Password: config.password,
    pp_TxnRefNo: payment.reference,
    pp_Amount: String(Math.round(payment.amount * 100)),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: format(at, 'yyyyMMddHHmmss'),
    pp_BillReference: payment.billReference,
    pp_Description: payment.description,
    pp_TxnExpiryDateTime: format(addHours(at, 1), 'yyyyMMddHHmmss'),
    pp_ReturnURL: returnUrl,
  };
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, config.integritySalt) };
}

/** A transaction reference JazzCash accepts: 'T', the PKT time and random digits, 20 characters. */
export function jazzcashReference(now: Date, random: string): string {
  return `T${format(new TZDate(now.getTime(), PKT), 'yyyyMMddHHmmss')}${random}`.slice(0, 20);
}

/** JazzCash's sandbox wallet refund endpoint; production sets JAZZCASH_REFUND_URL (ADR 107). */
export const JAZZCASH_REFUND_URL =
  'https://sandbox.jazzcash.com.pk/ApplicationAPI/API/Purchase/domwalletrefundtransaction';

export type JazzcashRefundConfig = JazzcashConfig & { mpin: string; refundUrl: string };

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
