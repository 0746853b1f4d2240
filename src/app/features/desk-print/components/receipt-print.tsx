import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { DeskPractice, DeskVisit } from '#shared/schemas/desk';
import type { Receipt } from '#shared/schemas/desk-cash';
import { PrintFact, PrintSheet } from './print-sheet';

export type ReceiptPrintProps = { receipt: Receipt; visit: DeskVisit; practice: DeskPractice };

/**
 * The cash receipt the desk hands the patient (ADR 155): its number is final when printed, even
 * offline (a device's letter and digits). Numbers, times and amounts are left-to-right isolates.
 */
export function ReceiptPrint({ receipt, visit, practice }: ReceiptPrintProps) {
  const t = useT();
  const format = useFormat();
  const refund = receipt.kind === 'refund';
  return (
    <PrintSheet
      title={refund ? t('Refund receipt') : t('Receipt')}
      practice={practice}
      foot={
        refund
          ? t('Refunded by {name}', { name: receipt.takenBy })
          : t('Received by {name}', { name: receipt.takenBy })
      }
    >
      <PrintFact label={t('Receipt No.')}>
        <bdi dir="ltr">{receipt.number}</bdi>
      </PrintFact>
      <PrintFact label={t('Date')}>
        <bdi>{format.date(receipt.at, { pattern: 'MMM d, yyyy' })}</bdi>
      </PrintFact>
      <PrintFact label={t('Time')}>
        <bdi dir="ltr">{format.time(receipt.at)}</bdi>
      </PrintFact>
      <PrintFact label={t('Patient')}>
        <bdi>{visit.patient.name}</bdi>
      </PrintFact>
      <PrintFact label={refund ? t('Amount refunded') : t('Amount paid')}>
        <strong className="desk-print-amount">
          <bdi dir="ltr">{format.money(receipt.amount)}</bdi>
        </strong>
      </PrintFact>
      <PrintFact label={t('Method')}>{t('Cash')}</PrintFact>
      {receipt.reason && (
        <PrintFact label={refund ? t('Refund reason') : t('Discount reason')}>
          <bdi>{receipt.reason}</bdi>
        </PrintFact>
      )}
    </PrintSheet>
  );
}
