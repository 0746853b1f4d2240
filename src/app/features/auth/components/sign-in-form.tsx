import { Link } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { useOnline } from '#app/lib/use-online';
import { SIGN_IN_MSG } from '../api/sign-in';
import { useForm } from '../hooks/use-form';
import { useSignIn } from '../hooks/use-sign-in';
import { validateSignIn } from '../lib/forms';
import { AuthCard } from './auth-card';
import { TextField } from './field';
import { FormAlert, OfflineNote } from './form-alert';
import { SubmitButton } from './submit-button';

export const REGISTERED_NOTICE = 'Account created successfully! Please sign in to continue.';
const HINT = 'Please enter a valid email and password to continue.';

type SignInFormProps = { registered?: boolean; email?: string };

export function SignInForm({ registered, email }: SignInFormProps) {
  const form = useForm({ email: email ?? '', password: '' }, validateSignIn);
  const { run, busy, failure } = useSignIn();
  const online = useOnline();
  const hintId = useId();
  const rememberId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    await run(form.values.email.trim(), form.values.password);
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to manage your appointments.">
      {registered && (
        <div className="banner banner-success" role="status">
          {REGISTERED_NOTICE}
        </div>
      )}
      {(!online || failure?.offline) && <OfflineNote>{SIGN_IN_MSG.offline}</OfflineNote>}
      <FormAlert message={failure?.message ?? null} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          {...form.bind('email')}
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus={!email}
        />
        <TextField
          {...form.bind('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(email)}
        />
        <div className="auth-row">
          {/* Section 2.5: the remember-me box has no behaviour; sessions last 7 days (D14). */}
          <div className="checkbox">
            <input id={rememberId} type="checkbox" name="remember" />
            <label htmlFor={rememberId}>Remember me</label>
          </div>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton
          busy={busy}
          busyText="Signing In..."
          disabled={!form.isValid}
          describedBy={form.isValid ? undefined : hintId}
        >
          Sign In
        </SubmitButton>
        {!form.isValid && (
          <p id={hintId} className="field-hint auth-submit-hint">
            {HINT}
          </p>
        )}
      </form>
      <p className="auth-switch">
        Don&apos;t have an account? <Link to="/sign-up">Sign Up</Link>
      </p>
      <p className="auth-switch muted">
        Trying Mashwara out? <Link to="/demo">Use a demo account</Link>
      </p>
    </AuthCard>
  );
}
