import { Link } from '@tanstack/react-router';
import { Avatar } from '#app/components/ui/avatar';
import { EmptyState } from '#app/components/ui/empty-state';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import type { RecentDoctor } from '../home-lists';

/** Up to 5 doctors the patient has had appointments with, most recent first. */
export function RecentDoctors({ doctors }: { doctors: RecentDoctor[] }) {
  const t = useT();
  return (
    <section className="card dash-section" aria-labelledby="dash-doctors-title">
      <h2 id="dash-doctors-title">{t('Recent Doctors')}</h2>
      {doctors.length === 0 ? (
        <EmptyState title={t('No doctors yet')} />
      ) : (
        <ul className="dash-list">
          {doctors.map((d) => (
            <li key={d.id} className="dash-row">
              <Link to="/patient/doctors/$id" params={{ id: d.id }} className="dash-doctor-link">
                <Avatar name={d.name || t('Doctor')} size={40} />
                <span>
                  <span className="dash-row-title">{d.name || t('Doctor')}</span>
                  {d.specialization && (
                    <span className="muted dash-doctor-spec">
                      {t(specialtyId(d.specialization))}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
