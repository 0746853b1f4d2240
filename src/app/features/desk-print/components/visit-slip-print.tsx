import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { DeskPractice, DeskVisit } from '#shared/schemas/desk';
import { PrintFact, PrintSheet } from './print-sheet';

export type VisitSlipPrintProps = {
  visit: DeskVisit;
  practice: DeskPractice;
  /** The patient's place in the queue, once the token queue gives one (issue 43). */
  token?: number | string;
  /** When a walk-in with no time or token was registered: the slip's date. Now by default. */
  printedAt?: Date | string;
};

/** The slip the patient carries to the doctor: who, which doctor, and when or which token. */
export function VisitSlipPrint({ visit, practice, token, printedAt }: VisitSlipPrintProps) {
  const t = useT();
  const format = useFormat();
  const when = visit.startTime ?? printedAt ?? new Date();
  return (
    <PrintSheet
      title={t('Visit slip')}
      practice={practice}
      lead={
        token !== undefined && (
          <p className="desk-print-token">
            {t('Token')} <bdi dir="ltr">{token}</bdi>
          </p>
        )
      }
    >
      <PrintFact label={t('Patient')}>
        <strong className="desk-print-name">
          <bdi>{visit.patient.name}</bdi>
        </strong>
      </PrintFact>
      <PrintFact label={t('Date')}>
        <bdi>{format.date(when, { pattern: 'EEE, MMM d' })}</bdi>
      </PrintFact>
      {visit.startTime && (
        <PrintFact label={t('Time')}>
          <bdi dir="ltr">{format.time(visit.startTime)}</bdi>
        </PrintFact>
      )}
    </PrintSheet>
  );
}
