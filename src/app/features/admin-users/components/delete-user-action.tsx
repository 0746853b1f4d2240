import { useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import type { User } from '#shared/schemas/user';
import { deleteUser } from '../api/admin-users-api';

const DELETED = msg('Account deleted');
const FAILED = msg('Failed to delete the account');

/** Delete account, on the user's request: the server's rules and messages decide (a 409 says why). */
export function DeleteUserAction({ user, onDeleted }: { user: User; onDeleted(): void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await deleteUser(user._id);
      setOpen(false);
      toast.success(DELETED);
      onDeleted();
    } catch (err) {
      setError(errorMessage(err, FAILED));
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label={t('Delete the account of {name}', { name: user.name })}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('Delete account')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('Delete the account of {name}?', { name: user.name })}
          confirmLabel={t('Delete account')}
          busyLabel={t('Deleting...')}
          cancelLabel={t('Cancel')}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        >
          <p>
            <bdi>{user.email}</bdi>
          </p>
          <ul>
            <li>{t('Upcoming appointments are cancelled, with refunds under the policy.')}</li>
            <li>
              {t('Personal data is erased; visit records and reviews stay without the name.')}
            </li>
            <li>{t('The e-mail address can register again.')}</li>
            <li>
              {t('A doctor with upcoming appointments cannot be deleted until they are handled.')}
            </li>
          </ul>
          {error && (
            <div className="banner banner-error" role="alert">
              {t(error)}
            </div>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
