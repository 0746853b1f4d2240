import { useState } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId, TYPE_LABEL } from '#app/lib/labels';
import type { Appointment } from '#shared/schemas/appointment';

function DoctorImage({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img className="payment-doctor-image" src={url} alt="" onError={() => setFailed(true)} />
    );
  }
  const initials = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      className="payment-doctor-image payment-doctor-placeholder"
      aria-hidden="true"
      translate="no"
    >
      {initials || '?'}
    </span>
  );
}

/** ADR 076's summary; `date` and `time` are already on the clinic calendar and clock. */
export function PaymentSummary({ appointment }: { appointment: Appointment }) {
  const format = useFormat();
  const t = useT();
  const doctor = appointment.doctor;
  return (
    <section className="card payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{t('Appointment summary')}</h2>
      <div className="payment-doctor">
        <DoctorImage name={doctor?.name ?? ''} url={doctor?.image ?? null} />
        <div>
          <p className="payment-doctor-name">{doctor?.name}</p>
          <p className="muted">{doctor ? t(specialtyId(doctor.specialization)) : null}</p>
        </div>
      </div>
      <dl className="ui-facts payment-facts">
        <div>
          <dt>{t('Appointment type')}</dt>
          <dd>{t(TYPE_LABEL[appointment.type] ?? appointment.type)}</dd>
        </div>
        <div>
          <dt>{t('Date')}</dt>
          <dd>{format.date(appointment.date || appointment.startTime)}</dd>
        </div>
        <div>
          <dt>{t('Time')}</dt>
          <dd>
            {format.time(appointment.time || appointment.startTime)} {t('(clinic time)')}
          </dd>
        </div>
        <div className="payment-fee">
          <dt>{t('Consultation fee')}</dt>
          <dd>
            {format.money(appointment.fee)}{' '}
            <span className="muted">{t('(including all taxes)')}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function PaymentInformation() {
  const t = useT();
  return (
    <aside className="banner banner-info payment-info" aria-label={t('Payment information')}>
      <ul>
        <li>{t('Your payment is processed securely by our payment provider.')}</li>
        <li>{t('We accept mobile accounts, credit/debit cards and bank transfer.')}</li>
        <li>{t('You will receive a confirmation e-mail after a successful payment.')}</li>
      </ul>
    </aside>
  );
}
