import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { useT } from '#app/lib/i18n';

type Props = {
  name: string;
  /** How many upcoming appointments the device knows of for this member. */
  upcoming: number;
  onConfirm(): Promise<void>;
  onCancel(): void;
};

/** Asks before a member is removed; says that an upcoming appointment stays booked (ADR 095). */
export function RemoveMemberDialog({ name, upcoming, onConfirm, onCancel }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('Remove {name}?', { name })}
      confirmLabel={t('Remove')}
      busyLabel={t('Removing...')}
      cancelLabel={t('Keep')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {upcoming > 0 ? (
        <p>
          {t(
            '{name} has an upcoming appointment. It stays booked: cancel it in My Appointments if it is no longer needed.',
            { name },
          )}
        </p>
      ) : (
        <p>{t('Their past appointments stay in your history.')}</p>
      )}
    </ConfirmDialog>
  );
}
