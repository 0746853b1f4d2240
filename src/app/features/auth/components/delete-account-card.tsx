import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '#app/components/ui/dialog';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { signOut } from '#app/offline/sign-out';
import { accountApi } from '../api/account-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validatePasswordOnly } from '../lib/account-forms';
import { AccountCard } from './account-card';
import { PasswordField } from './account-fields';
import { DeletionConsequences } from './deletion-consequences';
import { ServerFormNotices } from './form-alert';

export const ACCOUNT_DELETED = msg('Your account has been deleted.');
export const DOCTOR_ASKS_ADMIN = msg(
  'A doctor’s account is deleted by the administrator, once your patients’ upcoming appointments are handled. Please contact us.',
);
const FAILED = msg('Failed to delete your account');
const OFFLINE = msg('You are offline. Deleting your account needs a connection.');

/** Delete my account: a patient confirms with the password; a doctor is told who does it. */
export function DeleteAccountCard({ role }: { role: 'patient' | 'doctor' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <AccountCard title={t('Delete My Account')} danger>
      {role === 'doctor' ? (
        <p>{t(DOCTOR_ASKS_ADMIN)}</p>
      ) : (
        <>
          <p className="muted">{t('This cannot be undone.')}</p>
          <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
            {t('Delete My Account')}
          </button>
        </>
      )}
      {open && <DeleteAccountDialog onCancel={() => setOpen(false)} />}
    </AccountCard>
  );
}

function DeleteAccountDialog({ onCancel }: { onCancel(): void }) {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const form = useForm({ password: '' }, validatePasswordOnly);
  const { busy, error, submit } = useServerSubmit({ fallback: FAILED, offline: OFFLINE });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    const result = await submit(() => accountApi.deleteAccount(form.values.password));
    if (!result.ok) return;
    // The account is gone on the server; this device forgets it too (ADR 006).
    await signOut({ serverSessionGone: true });
    toast.success(ACCOUNT_DELETED);
    await navigate({ to: '/' });
  };

  return (
    <Dialog
      title={t('Delete your account?')}
      describedBy={listId}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <div id={listId}>
        <DeletionConsequences />
      </div>
      <ServerFormNotices offline={OFFLINE} error={error} />
      <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <PasswordField
          {...form.bind('password')}
          label={t('Your Password')}
          autoComplete="current-password"
        />
        <div className="row ui-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {t('Keep My Account')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? t('Deleting...') : t('Delete My Account')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
