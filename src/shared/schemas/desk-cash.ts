import * as v from 'valibot';
import { isDateOnly } from '../domain/date-only';
import { IdSchema, singleLine } from './common';

/**
 * Cash at the front desk (ADR 155): a receipt per payment, numbered per practice; a device that
 * works offline numbers its own with its letter (`B-0042`), so two desks never print one number.
 */
export const DESK_REASON_MAX = 200;
/** A receipt number: digits from the server, or a device's letters, a dash and digits. */
export const RECEIPT_NUMBER_PATTERN = /^(?:[A-Z]{1,2}-)?\d{4,6}$/;
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const CASH_MSG = {
  amount: 'Enter the amount in whole rupees',
  overFee: 'The amount cannot be more than the fee',
  discountReason: 'A discount needs a reason',
  refundReason: 'A refund needs a reason',
  receiptNumber: 'Receipt number is not valid',
  deviceKey: 'Device key is not valid',
  notThisDevice: 'This receipt number is not one of this device’s',
  numberTaken: 'This receipt number is already used',
  alreadyPaid: 'This visit is already paid',
  notPaidAtDesk: 'This visit has no cash payment to refund',
  alreadyRefunded: 'This payment is already refunded',
  cancelled: 'A cancelled visit cannot be paid',
  counted: 'Enter the cash counted in whole rupees',
  date: 'Enter a date as YYYY-MM-DD',
  reasonLong: 'Keep the reason within 200 characters',
  paid: 'Payment recorded',
  refunded: 'Refund recorded',
  closed: 'Day closed',
  dayClosed: 'You have already closed this day',
} as const;

const Rupees = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(10_000_000, message),
  );

const Reason = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    singleLine(),
    v.nonEmpty(message),
    v.maxLength(DESK_REASON_MAX, CASH_MSG.reasonLong),
  );

export const DeskPaymentSchema = v.object({
  visitId: IdSchema,
  amount: Rupees(CASH_MSG.amount),
  method: v.picklist(['cash'], CASH_MSG.amount),
  discountReason: v.optional(Reason(CASH_MSG.discountReason)),
  /** Only from a device working offline: its own number, with its letter. */
  receiptNumber: v.optional(
    v.pipe(
      v.string(CASH_MSG.receiptNumber),
      v.regex(RECEIPT_NUMBER_PATTERN, CASH_MSG.receiptNumber),
    ),
  ),
  deviceKey: v.optional(
    v.pipe(v.string(CASH_MSG.deviceKey), v.regex(DEVICE_KEY_PATTERN, CASH_MSG.deviceKey)),
  ),
});
export type DeskPaymentInput = v.InferOutput<typeof DeskPaymentSchema>;

export const DeskRefundSchema = v.object({
  visitId: IdSchema,
  reason: Reason(CASH_MSG.refundReason),
});

export const DeskDeviceSchema = v.object({
  practiceId: IdSchema,
  deviceKey: v.pipe(v.string(CASH_MSG.deviceKey), v.regex(DEVICE_KEY_PATTERN, CASH_MSG.deviceKey)),
});

const CashDate = v.pipe(v.string(CASH_MSG.date), v.check(isDateOnly, CASH_MSG.date));
export const DeskCashQuerySchema = v.object({ practiceId: IdSchema, date: CashDate });
export const DeskCloseSchema = v.object({
  practiceId: IdSchema,
  date: CashDate,
  counted: Rupees(CASH_MSG.counted),
});

export type Receipt = {
  number: string;
  kind: 'payment' | 'refund';
  amount: number;
  method: 'cash';
  takenBy: string;
  at: string;
  /** A discount's reason on a payment, the refund's on a refund. */
  reason?: string;
};

export type CashTotals = {
  practiceId: string;
  date: string;
  /** Taken minus refunded, by method and by member. */
  total: number;
  byMethod: { method: string; amount: number; count: number }[];
  byMember: { memberId: string; name: string; amount: number; count: number }[];
  closes: { name: string; counted: number; expected: number; difference: number; at: string }[];
};
