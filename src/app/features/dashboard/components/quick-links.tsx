import { Link } from '@tanstack/react-router';
import { msg, useT } from '#app/lib/i18n';

const LINKS = [
  { to: '/patient/doctors', label: msg('Find Doctors'), glyph: '🔍' },
  { to: '/patient/appointments', label: msg('My Appointments'), glyph: '📅' },
  { to: '/patient/reviews', label: msg('My Reviews'), glyph: '★' },
  { to: '/patient/profile', label: msg('My Profile'), glyph: '👤' },
] as const;

/** Section 2.21's quick links. */
export function QuickLinks() {
  const t = useT();
  return (
    <nav aria-label={t('Quick links')}>
      <ul className="dash-links">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="card dash-link">
              <span aria-hidden="true" className="dash-link-glyph">
                {l.glyph}
              </span>
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
