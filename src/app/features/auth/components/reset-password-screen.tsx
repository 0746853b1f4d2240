import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { authApi } from '../api/auth-api';
import { AUTH_MSG, RESET_REDIRECT_MS } from '../lib/messages';
import { AuthCard } from './auth-card';
import { OfflineNote } from './form-alert';
import { ResetPasswordForm } from './reset-password-form';

type State =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unverified'; offline: boolean }
  | { kind: 'valid' }
  | { kind: 'done'; message: string };

/** Section 4's reset flow: checking the token, then valid or invalid; success redirects after 3 s. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'checking' });

  const verify = useCallback(async () => {
    setState({ kind: 'checking' });
    if (!navigator.onLine) return setState({ kind: 'unverified', offline: true });
    try {
      const result = await authApi.verifyResetToken(token);
      setState(
        result?.valid ? { kind: 'valid' } : { kind: 'invalid', message: AUTH_MSG.invalidToken },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setState({ kind: 'invalid', message: error.message || AUTH_MSG.invalidToken });
      } else {
        setState({
          kind: 'unverified',
          offline: error instanceof ApiError && error.isNetworkError,
        });
      }
    }
  }, [token]);

  useEffect(() => {
    void verify();
  }, [verify]);

  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => void navigate({ to: '/sign-in' }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'checking') {
    return (
      <AuthCard title={t('Reset Password')}>
        <p role="status" className="muted">
          {t('Checking your reset link...')}
        </p>
      </AuthCard>
    );
  }

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
        <button type="button" className="btn btn-primary btn-block" onClick={() => void verify()}>
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
        onDone={(message) => setState({ kind: 'done', message })}
        onInvalid={(message) => setState({ kind: 'invalid', message })}
      />
    </AuthCard>
  );
}
