import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useT } from '#app/lib/i18n';
import type { ResetLinkCheck } from '../api/reset-link';
import { AUTH_MSG, RESET_REDIRECT_MS } from '../lib/messages';
import { AuthCard } from './auth-card';
import { OfflineNote } from './form-alert';
import { ResetPasswordForm } from './reset-password-form';

type State = ResetLinkCheck | { kind: 'done'; message: string };

type Props = { token: string; check: ResetLinkCheck; onRetry: () => void };

/** ADR 075's reset flow: valid or invalid link, the form, and success redirects after 3 s. */
export function ResetPasswordScreen({ token, check, onRetry }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [done, setDone] = useState<State | null>(null);
  const state: State = done ?? check;

  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => void navigate({ to: '/sign-in' }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'invalid') {
    return (
      <AuthCard title={t('Invalid Reset Link')}>
        <div className="banner banner-error" role="alert">
          {t(state.message)}
        </div>
        <p>
          {t('Reset links work once, for 1 hour. Ask for a new one and use the latest e-mail.')}
        </p>
        <Link to="/forgot-password" className="btn btn-primary btn-block">
          {t('Request a New Link')}
        </Link>
      </AuthCard>
    );
  }

  if (state.kind === 'unverified') {
    return (
      <AuthCard title={t('Reset Password')}>
        {state.offline && <OfflineNote>{AUTH_MSG.resetOffline}</OfflineNote>}
        <div className="banner banner-error" role="alert">
          {t(AUTH_MSG.verifyFailed)}
        </div>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          {t('Try Again')}
        </button>
      </AuthCard>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthCard title={t('Password Reset')}>
        <div className="banner banner-success" role="status">
          {t(state.message)}
        </div>
        <p className="muted">{t('Taking you to sign in...')}</p>
        <Link to="/sign-in" className="btn btn-primary btn-block">
          {t('Sign In Now')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('Reset Password')} subtitle={t('Choose a new password for your account.')}>
      <ResetPasswordForm
        token={token}
        onDone={(message) => setDone({ kind: 'done', message })}
        onInvalid={(message) => setDone({ kind: 'invalid', message })}
      />
    </AuthCard>
  );
}
