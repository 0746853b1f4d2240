import type { ChangeEvent, ReactNode } from 'react';
import { useT } from '#app/lib/i18n';
import { TextField } from './field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A field as the form state binds it (`form.bind(name)`). */
export type BoundField = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

export function EmailField({ autoFocus, ...field }: BoundField & { autoFocus?: boolean }) {
  const t = useT();
  return (
    <TextField
      {...field}
      label={t('Email Address')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      autoFocus={autoFocus}
    />
  );
}

type PasswordProps = BoundField & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  hint?: ReactNode;
  extra?: ReactNode;
};

export function PasswordField(props: PasswordProps) {
  return <TextField {...props} type="password" required />;
}

/** A password being chosen: the rule under it and, once something is typed, its strength. */
export function NewPasswordField(field: BoundField & { label: string; autoFocus?: boolean }) {
  const t = useT();
  return (
    <PasswordField
      {...field}
      autoComplete="new-password"
      hint={t(
        'At least 8 characters, with 3 of: uppercase, lowercase, numbers, special characters.',
      )}
      extra={
        field.value ? (
          <PasswordStrengthMeter id={`${field.id}-extra`} password={field.value} />
        ) : undefined
      }
    />
  );
}

/**
 * Name, e-mail and password of a new account, as both sign-up forms ask them; a wide form sets
 * name and e-mail side by side.
 */
export function NewAccountFields({
  bind,
  wide,
}: {
  bind: (field: 'name' | 'email' | 'password') => BoundField;
  wide?: boolean;
}) {
  const t = useT();
  const person = (
    <>
      <TextField {...bind('name')} label={t('Full Name')} autoComplete="name" required autoFocus />
      <EmailField {...bind('email')} />
    </>
  );
  return (
    <>
      {wide ? <div className="auth-grid">{person}</div> : person}
      <NewPasswordField {...bind('password')} label={t('Password')} />
    </>
  );
}
