import { msg } from '#app/lib/i18n';
import { type DeskReceiptRow, deskDeviceKey, takeDeviceNumber } from '#app/offline/desk-cash';
import { localDb } from '#app/offline/local-db';
import { runQueued } from '#app/offline/run-queued';
import type { DeskVisit } from '#shared/schemas/desk';
import { type CheckInPayload, checkInKind, type PaymentPayload, paymentKind } from './desk-kinds';

const CHECK_IN_MESSAGES = {
  success: msg('Checked in'),
  failure: msg('Could not check the patient in'),
};
const PAYMENT_MESSAGES = { success: msg('Payment recorded'), failure: msg('Could not take cash') };

/** Check-in through the outbox (ADR 045): the row changes at once, the server once. */
export function checkIn(visit: DeskVisit, now = new Date()) {
  const payload: CheckInPayload = {
    appointmentId: visit.appointmentId ?? visit.id,
    patientName: visit.patient.name,
    at: now.toISOString(),
  };
  return runQueued(checkInKind, payload, CHECK_IN_MESSAGES);
}

export type TakeCash = {
  visit: DeskVisit;
  practiceId: string;
  /** The clinic day it is taken on. */
  date: string;
  amount: number;
  discountReason?: string;
  takenBy: string;
};

/**
 * Numbers the receipt on the device (ADR 155) and queues the payment; the receipt is written to
 * the device in the same transaction as the queued change, so the desk can print it at once.
 * Resolves with the receipt as the device has it; the server's answer fills it in later.
 */
export async function takeCash(input: TakeCash, userId: string): Promise<DeskReceiptRow> {
  const { visit, practiceId, amount, discountReason } = input;
  const number = await takeDeviceNumber(localDb, userId, practiceId);
  const payload: PaymentPayload = {
    visitId: visit.id,
    practiceId,
    amount,
    ...(discountReason ? { discountReason } : {}),
    ...(number ? { receiptNumber: number, deviceKey: deskDeviceKey() } : {}),
    patientName: visit.patient.name,
  };
  const row: DeskReceiptRow = {
    userId,
    _id: visit.id,
    practiceId,
    date: input.date,
    patientName: visit.patient.name,
    receipt: {
      number,
      kind: 'payment',
      amount,
      method: 'cash',
      takenBy: input.takenBy,
      at: new Date().toISOString(),
      ...(discountReason ? { reason: discountReason } : {}),
    },
    synced: false,
  };
  await runQueued(paymentKind, payload, PAYMENT_MESSAGES, async (db) => {
    await db.deskReceipts.put(row);
  });
  return row;
}
