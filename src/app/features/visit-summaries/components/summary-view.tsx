import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';
import type { VisitSummaryInput } from '#shared/schemas/visit-summary';
import { MedicinesTable, TestsList } from './medicines-table';

type Props = {
  summary: VisitSummaryInput;
  headingId: string;
  /** Badges beside the heading: amended, waiting to sync. */
  badges?: ReactNode;
  children?: ReactNode;
};

/** What the doctor wrote, read only: the card's copy of the prescription. */
export function SummaryView({ summary: s, headingId, badges, children }: Props) {
  const t = useT();
  return (
    <section className="vs-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="vs-title">
        {t('Visit summary')} {badges}
      </h3>
      <dl className="vs-facts">
        <dt>{t('Diagnosis or findings')}</dt>
        <dd className="vs-text" translate="no">
          {s.diagnosis}
        </dd>
        {s.advice && (
          <>
            <dt>{t('Advice')}</dt>
            <dd className="vs-text" translate="no">
              {s.advice}
            </dd>
          </>
        )}
        {s.tests.length > 0 && (
          <>
            <dt>{t('Tests advised')}</dt>
            <dd>
              <TestsList tests={s.tests} />
            </dd>
          </>
        )}
        {s.followUpDays != null && (
          <>
            <dt>{t('Follow-up')}</dt>
            <dd>{t('In {days} days', { days: s.followUpDays })}</dd>
          </>
        )}
      </dl>
      {s.medicines.length > 0 && <MedicinesTable medicines={s.medicines} />}
      {children}
    </section>
  );
}
