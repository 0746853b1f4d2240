import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';

/**
 * Under a profile: the way to its settings, a page of their own (ADR 129), so that the profile
 * does not load them.
 */
export function SettingsLink({
  to,
}: {
  to: '/patient/profile/settings' | '/doctor/profile/settings';
}) {
  const t = useT();
  return (
    <p className="page">
      <Link to={to} className="btn btn-light">
        {t('Settings')}
      </Link>
    </p>
  );
}
