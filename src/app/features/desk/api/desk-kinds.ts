import { i18n, t } from '#app/lib/i18n';
import { deskDays, updateDeskVisit } from '#app/offline/collections/desk-days';
import type { SyncKind } from '#app/offline/types';
import { formatPKR } from '#shared/domain/money';
import type { DeskCheckIn } from '#shared/schemas/desk';
import type { Receipt } from '#shared/schemas/desk-cash';

export const CHECK_IN_KIND = 'desk.check-in';
export const PAYMENT_KIND = 'desk.payment';

/** POST /desk/check-ins; `at` is when the desk checked the patient in, shown until it syncs. */
export type CheckInPayload = { appointmentId: string; patientName: string; at: string };

/**
 * A booked patient checked in (issue 42) as a queued change (ADR 045): the row says "Checked in"
 * at once; the server sets `checkedInAt` once and answers a repeat with the first (ADR 154).
 */
export const checkInKind: SyncKind<CheckInPayload, DeskCheckIn> = {
  name: CHECK_IN_KIND,
  method: 'POST',
  path: () => '/desk/check-ins',
  body: (p) => ({ appointmentId: p.appointmentId }),
  entityId: (p) => p.appointmentId,
  collection: deskDays,
  applyLocal: (db, p, { userId }) =>
    updateDeskVisit(db, userId, p.appointmentId, (v) => ({
      ...v,
      checkedInAt: v.checkedInAt ?? p.at,
    })),
  onSuccess: (db, data, p, { userId }) =>
    updateDeskVisit(db, userId, p.appointmentId, (v) => ({ ...v, checkedInAt: data.checkedInAt })),
  describe: (p) => t('Check in {patient}', { patient: p.patientName }),
};

/**
 * Cash taken at the desk (ADR 155). `receiptNumber` is the device's own (`B-0042`) when it has
 * its letter at the practice, so the request is complete offline; the same number sent again
 * answers 200 with its receipt, and a visit another desk paid meanwhile is refused (409
 * ALREADY_PAID), which the outbox keeps with the server's words until the desk dismisses it.
 */
export type PaymentPayload = {
  visitId: string;
  practiceId: string;
  amount: number;
  discountReason?: string;
  receiptNumber?: string;
  deviceKey?: string;
  patientName: string;
};

export const paymentKind: SyncKind<PaymentPayload, { receipt: Receipt }> = {
  name: PAYMENT_KIND,
  method: 'POST',
  path: () => '/desk/payments',
  body: (p) => ({
    visitId: p.visitId,
    amount: p.amount,
    method: 'cash',
    ...(p.discountReason ? { discountReason: p.discountReason } : {}),
    ...(p.receiptNumber ? { receiptNumber: p.receiptNumber, deviceKey: p.deviceKey } : {}),
  }),
  entityId: (p) => p.visitId,
  collection: deskDays,
  applyLocal: (db, p, { userId }) =>
    updateDeskVisit(db, userId, p.visitId, (v) =>
      v.payment.status === 'paid'
        ? v
        : {
            ...v,
            payment: {
              ...v.payment,
              status: 'paid',
              method: 'cash',
              ...(p.receiptNumber ? { receiptNumber: p.receiptNumber } : {}),
            },
          },
    ),
  async onSuccess(db, { receipt }, p, { userId }) {
    await updateDeskVisit(db, userId, p.visitId, (v) => ({
      ...v,
      payment: { ...v.payment, status: 'paid', method: 'cash', receiptNumber: receipt.number },
    }));
    const row = await db.deskReceipts.get([userId, p.visitId]);
    if (row) await db.deskReceipts.put({ ...row, receipt, synced: true });
  },
  describe: (p) =>
    p.receiptNumber
      ? t('Take {amount} from {patient}, receipt {number}', {
          amount: formatPKR(p.amount, i18n.locale),
          patient: p.patientName,
          number: p.receiptNumber,
        })
      : t('Take {amount} from {patient}', {
          amount: formatPKR(p.amount, i18n.locale),
          patient: p.patientName,
        }),
};

export const KINDS = [checkInKind, paymentKind];
