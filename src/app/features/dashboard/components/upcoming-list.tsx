import { Link } from '@tanstack/react-router';
import { BookedForLine } from '#app/components/appointments/booked-for';
import { EmptyState } from '#app/components/ui/empty-state';
import { StatusBadge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { HomeAppointment } from '../home-lists';
import { appointmentWhen } from './appointment-when';

/** Up to 5 upcoming appointments, soonest first, each with its pass. */
export function UpcomingList({ appointments }: { appointments: HomeAppointment[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="card dash-section" aria-labelledby="dash-upcoming-title">
      <h2 id="dash-upcoming-title">{t('Upcoming Appointments')}</h2>
      {appointments.length === 0 ? (
        <EmptyState
          title={t('No upcoming appointments')}
          link={{ to: '/patient/doctors', label: msg('Find Doctors') }}
        />
      ) : (
        <ul className="dash-list">
          {appointments.map((a) => (
            <li key={a._id} className="dash-row">
              <div>
                <p className="dash-row-title">{a.doctor?.name ?? t('Doctor')}</p>
                <p className="muted">{appointmentWhen(format, a.startTime)}</p>
                <BookedForLine member={a.familyMember} />
              </div>
              <div className="dash-row-end">
                <StatusBadge status={a.status} />
                <Link
                  to="/patient/appointments/$appointmentId/pass"
                  params={{ appointmentId: a._id }}
                  aria-label={t('View pass for the appointment with {doctor}', {
                    doctor: a.doctor?.name ?? t('Doctor'),
                  })}
                >
                  {t('View pass')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
