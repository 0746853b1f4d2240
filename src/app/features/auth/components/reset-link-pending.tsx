import { useT } from '#app/lib/i18n';
import { AuthCard } from './auth-card';

/**
 * While the route's loader checks the reset link. Its own small module: a route's pending
 * component loads with the route tree, before the screen's chunk.
 */
export function CheckingResetLink() {
  const t = useT();
  return (
    <AuthCard title={t('Reset Password')}>
      <p role="status" className="muted">
        {t('Checking your reset link...')}
      </p>
    </AuthCard>
  );
}
