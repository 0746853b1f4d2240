import { Link } from '@tanstack/react-router';
import { BookedForFact } from '#app/components/appointments/booked-for';
import { JoinCallLink } from '#app/components/appointments/join-call-link';
import { RefundNote } from '#app/components/appointments/refund-note';
import { bookedPractice } from '#app/components/practices/booked-practice';
import { PracticeFacts } from '#app/components/practices/practice-facts';
import { EmptyState } from '#app/components/ui/empty-state';
import { Fact } from '#app/components/ui/fact';
import { QrCode } from '#app/components/ui/qr-code';
import { Skeleton } from '#app/components/ui/skeleton';
import { StatusBadge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { paymentMethodName } from '#app/lib/record-names';
import { useMirrorAppointment } from '#app/offline/collections/appointments';
import { appointmentNumber } from '#shared/domain/appointment-number';
import type { Appointment, PaymentStatus } from '#shared/schemas/appointment';
import { addressLine, mapSearchUrl } from '../map-link';
import { paymentStatusLabel, shownMethod } from '../payment-labels';
import { AddToCalendar } from './add-to-calendar';
import '../pass.css';

type PassAppointment = {
  _id: string;
  startTime: string;
  endTime: string;
  status: string;
  /** The practice as booked (ADR 112); copies kept from before practices lack it. */
  practice?: unknown;
} & Partial<Pick<Appointment, 'doctor' | 'fee' | 'payment' | 'familyMember' | 'mode'>>;

/**
 * The appointment pass: what the patient shows at the clinic's desk. Read from the device's
 * mirror, so it opens with no connection; prints on one page.
 */
export function PassScreen({ appointmentId }: { appointmentId: string }) {
  const t = useT();
  const row = useMirrorAppointment(appointmentId) as PassAppointment | null | undefined;
  if (row === undefined) return <Skeleton label={t('Loading appointment pass…')} lines={6} />;
  if (row === null) {
    return (
      <section className="page" aria-labelledby="pass-title">
        <h1 id="pass-title">{t('Appointment pass')}</h1>
        <EmptyState
          title={t('This appointment is not on this device.')}
          link={{ to: '/patient/appointments', label: msg('My Appointments') }}
        />
      </section>
    );
  }
  return <Pass a={row} />;
}

function Pass({ a }: { a: PassAppointment }) {
  const t = useT();
  const format = useFormat();
  const timeZone = useClinicTimeZone();
  const number = appointmentNumber(a._id);
  const practice = bookedPractice(a);
  const clinic = a.doctor?.clinicName ?? '';
  const address = addressLine(a.doctor?.location);
  const paymentLabel = paymentStatusLabel(a.payment?.status as PaymentStatus | undefined, a.mode);
  const method = shownMethod(a.payment?.method ?? null, a.mode);
  return (
    <section className="page pass-page" aria-labelledby="pass-title">
      <div className="pass-card card">
        <header className="pass-head">
          <h1 id="pass-title">{t('Appointment pass')}</h1>
          <StatusBadge status={a.status} />
        </header>
        <div className="pass-main">
          <QrCode value={number} label={t('QR code of appointment number {number}', { number })} />
          <dl className="pass-facts">
            <Fact label={t('Appointment number')} className="pass-number">
              {number}
            </Fact>
            <BookedForFact member={a.familyMember} />
            <Fact label={t('Doctor')}>
              {a.doctor?.name ?? t('Doctor')}
              {a.doctor?.specialization && (
                <span className="muted pass-sub">{t(specialtyId(a.doctor.specialization))}</span>
              )}
            </Fact>
            {practice ? (
              <PracticeFacts practice={practice} mapsClassName="pass-map no-print" />
            ) : (
              <>
                <Fact label={t('Clinic')}>{clinic || t('Not specified')}</Fact>
                <Fact label={t('Address')}>
                  {address || t('Not specified')}
                  {(clinic || address) && (
                    <a
                      className="pass-map no-print"
                      href={mapSearchUrl(clinic, address)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('Open in maps')}
                    </a>
                  )}
                </Fact>
              </>
            )}
            <Fact label={t('Date')}>{format.date(a.startTime, { timeZone })}</Fact>
            <Fact label={t('Time')}>
              {/* One left-to-right run, so Urdu does not read the range end first. */}
              <bdi dir="ltr">
                {format.time(a.startTime, { timeZone })} – {format.time(a.endTime, { timeZone })}
              </bdi>{' '}
              <span className="muted">({t('Clinic time')})</span>
            </Fact>
            {typeof a.fee === 'number' && <Fact label={t('Fee')}>{format.money(a.fee)}</Fact>}
            <Fact label={t('Payment')}>
              {paymentLabel ? t(paymentLabel) : t('Not specified')}
              {method && <span className="muted pass-sub">{paymentMethodName(method, t)}</span>}
              <RefundNote appointment={a} className="pass-sub" />
            </Fact>
          </dl>
        </div>
      </div>
      <JoinCallLink appointment={a} name={a.doctor?.name ?? t('Doctor')} className="no-print" />
      <div className="row pass-actions no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('Print pass')}
        </button>
        <AddToCalendar appointmentId={a._id} status={a.status} />
        <Link to="/patient/appointments" className="btn btn-ghost">
          {t('My Appointments')}
        </Link>
      </div>
    </section>
  );
}
