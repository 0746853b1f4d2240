import { QrCode } from '#app/components/ui/qr-code';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { GENDER_LABEL } from '#app/lib/labels';
import { ageOn } from '#shared/domain/date-only';
import type { VisitSummary } from '#shared/schemas/visit-summary';
import { MedicinesTable, TestsList } from './medicines-table';
import '../visit-summaries.css';

type Props = {
  summary: VisitSummary;
  /** The visit's clinic date, yyyy-MM-dd; the day the summary was first written without one. */
  visitDate: string | null;
};

/**
 * The printable prescription (A5, visit-summaries.css): the clinic and the doctor with their
 * PMDC licence, the person seen, the medicines as a table, and a QR code to the public page
 * that confirms it is genuine (ADR 097). In the app's language; the doctor's text as entered.
 */
export function PrescriptionSheet({ summary: s, visitDate }: Props) {
  const t = useT();
  const format = useFormat();
  const date = visitDate ?? s.createdAt.slice(0, 10);
  const age = ageOn(s.patient.dateOfBirth, date);
  return (
    <article className="rx-sheet" aria-labelledby="rx-title">
      <header className="rx-head">
        <div>
          <h1 id="rx-title" className="rx-clinic">
            <bdi>{s.doctor.clinicName || s.doctor.name}</bdi>
          </h1>
          <p className="rx-doctor">
            <bdi>{s.doctor.name}</bdi>
            {s.doctor.qualifications && (
              <>
                {' · '}
                <bdi>{s.doctor.qualifications}</bdi>
              </>
            )}
          </p>
          <p>
            {t('PMDC licence number')}: <bdi dir="ltr">{s.doctor.licenseNumber}</bdi>
          </p>
        </div>
        <QrCode
          value={s.verifyUrl}
          label={t('QR code to check this prescription is genuine')}
          size={112}
          className="rx-qr"
        />
      </header>
      <dl className="rx-patient">
        <div>
          <dt>{t('Patient')}</dt>
          <dd>
            <bdi>{s.patient.name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('Age')}</dt>
          <dd>{age == null ? t('Not specified') : t('{years} years', { years: age })}</dd>
        </div>
        <div>
          <dt>{t('Gender')}</dt>
          <dd>{t(GENDER_LABEL[s.patient.gender] ?? 'Not specified')}</dd>
        </div>
        <div>
          <dt>{t('Date')}</dt>
          <dd>{format.date(`${date}T12:00:00Z`, { timeZone: 'UTC' })}</dd>
        </div>
      </dl>
      {s.amended && <p className="rx-amended">{t('Amended')}</p>}
      <h2>{t('Diagnosis or findings')}</h2>
      <p className="vs-text" translate="no">
        {s.diagnosis}
      </p>
      <h2 aria-label={t('Medicines')}>℞</h2>
      {s.medicines.length > 0 ? (
        <MedicinesTable medicines={s.medicines} />
      ) : (
        <p>{t('No medicines prescribed.')}</p>
      )}
      {s.tests.length > 0 && (
        <>
          <h2>{t('Tests advised')}</h2>
          <TestsList tests={s.tests} />
        </>
      )}
      {s.advice && (
        <>
          <h2>{t('Advice')}</h2>
          <p className="vs-text" translate="no">
            {s.advice}
          </p>
        </>
      )}
      {s.followUpDays != null && (
        <p>
          <strong>{t('Follow-up')}:</strong> {t('In {days} days', { days: s.followUpDays })}
        </p>
      )}
      <footer className="rx-foot">
        <p>{t('Scan the code or open this address to check the prescription:')}</p>
        <p dir="ltr" className="rx-url">
          {s.verifyUrl}
        </p>
      </footer>
    </article>
  );
}

/** The sheet with its Print button, which is not printed. */
export function PrescriptionPage(props: Props) {
  const t = useT();
  return (
    <div className="rx-page">
      <div className="row no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('Print')}
        </button>
      </div>
      <PrescriptionSheet {...props} />
    </div>
  );
}
