import { useT } from '#app/lib/i18n';
import { AuthCard } from './auth-card';

/** While the route's loader checks the invitation (its own small module, as the reset link's). */
export function CheckingDeskInvitation() {
  const t = useT();
  return (
    <AuthCard title={t('Join the Front Desk')}>
      <p role="status" className="muted">
        {t('Checking your invitation...')}
      </p>
    </AuthCard>
  );
}
