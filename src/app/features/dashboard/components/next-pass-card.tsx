import { Link } from '@tanstack/react-router';
import { BookedForLine } from '#app/components/appointments/booked-for';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { appointmentNumber } from '#shared/domain/appointment-number';
import type { HomeAppointment } from '../home-lists';
import { appointmentWhen } from './appointment-when';

/** The next appointment's pass, one tap away (it opens offline from the mirror). */
export function NextPassCard({ appointment: a }: { appointment: HomeAppointment }) {
  const t = useT();
  const format = useFormat();
  return (
    <article className="card dash-pass" aria-labelledby="dash-pass-title">
      <h2 id="dash-pass-title">{t('Your next appointment')}</h2>
      <p className="dash-pass-doctor">{a.doctor?.name ?? t('Doctor')}</p>
      <p className="muted">{appointmentWhen(format, a.startTime)}</p>
      <BookedForLine member={a.familyMember} />
      <p className="dash-pass-number">{appointmentNumber(a._id)}</p>
      <Link
        to="/patient/appointments/$appointmentId/pass"
        params={{ appointmentId: a._id }}
        className="btn btn-primary"
      >
        {t('View pass')}
      </Link>
    </article>
  );
}
