import type { FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { SignInSchema } from '#shared/schemas/auth';
import { DESK_MSG } from '#shared/schemas/desk';
import {
  acceptDeskInvitation,
  DESK_ACCEPT_FAILED,
  DESK_INVITE_OFFLINE,
} from '../api/desk-invitation';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { fieldErrors } from '../lib/field-errors';
import { type ResetValues, validateReset } from '../lib/forms';
import { NewPasswordField, PasswordField } from './account-fields';
import { ServerFormNotices } from './form-alert';
import { SubmitButton } from './submit-button';

// An existing desk account's password was checked when it was chosen: here it only has to be given.
const OwnPasswordSchema = v.object({ password: SignInSchema.entries.password });
const validateOwn = (values: ResetValues) =>
  fieldErrors<keyof ResetValues>(OwnPasswordSchema, values);

type Props = {
  token: string;
  /** The address has a desk account already (another doctor's desk): its password, not a new one. */
  hasAccount: boolean;
  onDone: (result: { message: string; email: string }) => void;
  onInvalid: (message: string) => void;
};

/** ADR 154: the member sets a password (sign-up's rules), or confirms their desk account's. */
export function DeskAcceptForm({ token, hasAccount, onDone, onInvalid }: Props) {
  const t = useT();
  const form = useForm(
    { password: '', confirmPassword: '' },
    hasAccount ? validateOwn : validateReset,
  );
  const { busy, error, submit } = useServerSubmit({
    fallback: DESK_ACCEPT_FAILED,
    offline: DESK_INVITE_OFFLINE,
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    const result = await submit(() => acceptDeskInvitation(token, form.values.password));
    if (result.ok) {
      return onDone({
        message: result.value.message ?? DESK_MSG.accepted,
        email: result.value.data.email,
      });
    }
    // The invitation expired, was withdrawn or was used while the form was open.
    if (result.error instanceof ApiError && result.error.message === DESK_MSG.invalidInvitation) {
      onInvalid(result.error.message);
    }
  };

  return (
    <>
      <ServerFormNotices offline={DESK_INVITE_OFFLINE} error={error} />
      <form onSubmit={onSubmit} noValidate>
        {hasAccount ? (
          <PasswordField
            {...form.bind('password')}
            label={t('Your desk account’s password')}
            autoComplete="current-password"
            autoFocus
          />
        ) : (
          <>
            <NewPasswordField {...form.bind('password')} label={t('New Password')} autoFocus />
            <PasswordField
              {...form.bind('confirmPassword')}
              label={t('Confirm New Password')}
              autoComplete="new-password"
            />
          </>
        )}
        <SubmitButton busy={busy} busyText={t('Accepting…')}>
          {t('Accept invitation')}
        </SubmitButton>
      </form>
    </>
  );
}
