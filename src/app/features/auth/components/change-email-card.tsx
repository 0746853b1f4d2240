import { type FormEvent, useState } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { accountApi } from '../api/account-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validateChangeEmail } from '../lib/account-forms';
import { AccountCard } from './account-card';
import { PasswordField } from './account-fields';
import { TextField } from './field';
import { ServerFormNotices } from './form-alert';
import { SubmitButton } from './submit-button';

export const LINK_SENT = msg('We sent a link to {email}. Your address changes when you open it.');
const FAILED = msg('Failed to change email');
const OFFLINE = msg('You are offline. Changing your email needs a connection.');
const EMPTY = { newEmail: '', password: '' };

/** Change e-mail: the new address is confirmed by the link mailed to it; the old one is told. */
export function ChangeEmailCard({ email }: { email?: string }) {
  const t = useT();
  const form = useForm(EMPTY, validateChangeEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, submit } = useServerSubmit({ fallback: FAILED, offline: OFFLINE });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    setSentTo(null);
    const newEmail = form.values.newEmail.trim();
    const result = await submit(() => accountApi.changeEmail(newEmail, form.values.password));
    if (!result.ok) return;
    form.setValues(EMPTY);
    setSentTo(newEmail);
  };

  return (
    <AccountCard title={t('Change Email')}>
      {email && (
        <p className="muted">
          {t('Current address:')} <bdi>{email}</bdi>
        </p>
      )}
      {sentTo && (
        <div className="banner banner-success" role="status">
          {t(LINK_SENT, { email: `\u2068${sentTo}\u2069` })}
        </div>
      )}
      <ServerFormNotices offline={OFFLINE} error={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          {...form.bind('newEmail')}
          label={t('New Email Address')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <PasswordField
          {...form.bind('password')}
          label={t('Password')}
          autoComplete="current-password"
        />
        <SubmitButton busy={busy} busyText={t('Sending Link...')}>
          {t('Change Email')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
