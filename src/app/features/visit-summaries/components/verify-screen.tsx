import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { PrescriptionCheck } from '#shared/schemas/visit-summary';
import '../visit-summaries.css';

type Props = {
  /** null: no prescription answers to this token (forged, unknown or since amended). */
  check: PrescriptionCheck | null;
};

/**
 * The public page behind a prescription's QR code (ADR 097): for a pharmacist with no account,
 * the doctor, the date and the patient's initials only, and whether it is genuine.
 */
export function VerifyScreen({ check }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="page rx-verify" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('Check a prescription')}</h1>
      {check === null ? (
        <div className="banner banner-error" role="alert">
          {t('Not genuine or not found: no prescription matches this code.')}
        </div>
      ) : (
        <>
          <div
            className={`banner ${check.valid ? 'banner-success' : 'banner-error'}`}
            role="status"
          >
            {check.valid
              ? t('Genuine: this prescription was issued through Mashwara.')
              : t('Not valid: the prescribing doctor is no longer verified.')}
          </div>
          <dl className="vs-facts">
            <dt>{t('Doctor')}</dt>
            <dd>
              <bdi>{check.doctorName}</bdi>
            </dd>
            <dt>{t('PMDC licence number')}</dt>
            <dd>
              <bdi dir="ltr">{check.licenseNumber}</bdi>
            </dd>
            <dt>{t('Date')}</dt>
            <dd>{format.date(`${check.date}T12:00:00Z`, { timeZone: 'UTC' })}</dd>
            <dt>{t('Patient initials')}</dt>
            <dd>
              <bdi dir="ltr">{check.patientInitials}</bdi>
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
