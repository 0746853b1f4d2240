import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { useT } from '#app/lib/i18n';
import { unsyncedWarning } from '#app/offline/outbox';

/**
 * Signing out removes this device's copy of the user's data, queue included (ADR 045), so changes
 * that have not reached the server would be lost. The user decides with the count in front of them;
 * Cancel has focus first because it is the safe choice.
 */
export function SignOutDialog({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('Sign Out')}
      confirmLabel={t('Sign Out')}
      cancelLabel={t('Cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{unsyncedWarning(count)}</p>
    </ConfirmDialog>
  );
}
