import { useEffect, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/stores/toasts';
import { displayStatus } from '#shared/domain/user-status';
import type { User, UserStatus } from '#shared/schemas/user';
import { setUserStatus } from '../api/admin-users-api';
import { STATUS_OPTIONS } from '../filters';

type Props = { user: User; isSelf: boolean; onChanged(): void };

/** The row's status dropdown: a choice applies at once (section 4, "Admin user status"). */
export function UserStatusSelect({ user, isSelf, onChanged }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const shown = displayStatus(user);
  // The choice shows at once; the list's reload then confirms it (or a failure puts it back).
  const [value, setValue] = useState(shown);
  useEffect(() => setValue(shown), [shown]);

  async function change(status: UserStatus) {
    setBusy(true);
    setValue(status);
    try {
      await setUserStatus(user._id, status);
      toast.success(msg('User status updated successfully'));
      onChanged();
    } catch (error) {
      setValue(shown);
      toast.error(
        t('Failed to update user status: {message}', {
          message: t(errorMessage(error, msg('Something went wrong'))),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <select
      className="ui-select"
      aria-label={t('Status of {name}', { name: user.name })}
      value={value}
      disabled={busy || isSelf}
      title={isSelf ? t('You cannot change the status of your own account') : undefined}
      onChange={(e) => void change(e.target.value as UserStatus)}
    >
      {STATUS_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {t(o.label)}
        </option>
      ))}
    </select>
  );
}
