import { timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addHours, format } from 'date-fns';
import { jazzcashSecureHash } from '#server/lib/jazzcash-hash';

export { jazzcashSecureHash };

/** JazzCash reports its times and expects ours in Pakistan time. */
const PKT = 'Asia/Karachi';
/** Response codes JazzCash documents as a completed payment. */
export const JAZZCASH_SUCCESS_CODES = new Set(['000', '121']);

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
