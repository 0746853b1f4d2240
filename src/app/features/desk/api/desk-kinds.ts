import { i18n, t } from '#app/lib/i18n';
import { addDeskVisit, deskDays, updateDeskVisit } from '#app/offline/collections/desk-days';
import type { SyncKind } from '#app/offline/types';
import { formatPKR } from '#shared/domain/money';
import type { DeskCheckIn, DeskPractice, DeskVisit } from '#shared/schemas/desk';
import type { Receipt } from '#shared/schemas/desk-cash';
import type { WalkIn } from '#shared/schemas/desk-walk-in';

export const CHECK_IN_KIND = 'desk.check-in';
export const PAYMENT_KIND = 'desk.payment';
export const WALK_IN_KIND = 'desk.walk-in';

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

/**
 * A walk-in registered at the desk (ADR 157): `body` as the server takes it, checked on the device
 * with the shared schema, with the visit's and a new person's ids made here and `arrivedAt` the
 * moment of registering; `practice` and `date` place it on the device's day meanwhile.
 */
export type WalkInPayload = {
  body: WalkIn & { id: string; personId: string; arrivedAt: string };
  practice: DeskPractice;
  date: string;
  /** The age shown until the server answers (the register's, from a birth date or as given). */
  age: number | null;
};

/** The visit as the device shows it before the server has it: checked in, unpaid, no slot. */
export function localWalkIn(p: WalkInPayload): DeskVisit {
  const b = p.body;
  return {
    id: b.id,
    appointmentId: null,
    personId: b.personId,
    patient: { name: b.name, phone: b.phone, age: p.age, sex: b.sex },
    source: b.source,
    startTime: null,
    status: 'scheduled',
    checkedInAt: b.arrivedAt,
    payment: { status: 'unpaid', amount: p.practice.fee, method: null },
  };
}

export const walkInKind: SyncKind<WalkInPayload, { visit: DeskVisit }> = {
  name: WALK_IN_KIND,
  method: 'POST',
  path: () => '/desk/walk-ins',
  body: (p) => p.body,
  entityId: (p) => p.body.id,
  collection: deskDays,
  applyLocal: (db, p, { userId }) => addDeskVisit(db, userId, p.practice, p.date, localWalkIn(p)),
  onSuccess: (db, { visit }, p, { userId }) =>
    updateDeskVisit(db, userId, p.body.id, (v) => ({
      ...visit,
      // A payment queued after it stays shown until it syncs too.
      payment: v.payment.status === 'paid' ? v.payment : visit.payment,
    })),
  describe: (p) => t('Register {patient}', { patient: p.body.name }),
};

export const KINDS = [checkInKind, paymentKind, walkInKind];
