import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '#app/components/ui/icon';
import { msg, useT } from '#app/lib/i18n';

const LINKS = [
  { to: '/patient/doctors', label: msg('Find Doctors'), icon: 'search' },
  { to: '/patient/appointments', label: msg('My Appointments'), icon: 'calendar' },
  { to: '/patient/waitlist', label: msg('My waitlist'), icon: 'clock' },
  { to: '/patient/reviews', label: msg('My Reviews'), icon: 'star' },
  { to: '/patient/profile', label: msg('My Profile'), icon: 'user' },
] as const satisfies readonly { to: string; label: string; icon: IconName }[];

/** ADR 076's quick links; each link's text is its name, the icon only decorates it. */
export function QuickLinks() {
  const t = useT();
  return (
    <nav aria-label={t('Quick links')}>
      <ul className="dash-links">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="card dash-link">
              <Icon name={l.icon} className="dash-link-icon" />
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
