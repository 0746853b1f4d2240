import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useT } from '#app/lib/i18n';
import {
  DESK_INVITE_CHECK_FAILED,
  DESK_INVITE_OFFLINE,
  type DeskInvitationCheck,
} from '../api/desk-invitation';
import { RESET_REDIRECT_MS } from '../lib/messages';
import { AuthCard } from './auth-card';
import { DeskAcceptForm } from './desk-accept-form';
import { OfflineNote } from './form-alert';

type State = DeskInvitationCheck | { kind: 'done'; message: string; email: string };

type Props = { token: string; check: DeskInvitationCheck; onRetry: () => void };

/**
 * /desk/accept/{token} (ADR 154): the invitation, then the password; success goes on to sign-in
 * with the address filled in, as a reset does.
 */
export function DeskAcceptScreen({ token, check, onRetry }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [done, setDone] = useState<State | null>(null);
  const state: State = done ?? check;
  const email = state.kind === 'done' ? state.email : undefined;

  useEffect(() => {
    if (email === undefined) return;
    const timer = setTimeout(
      () => void navigate({ to: '/sign-in', search: { email } }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [email, navigate]);

  if (state.kind === 'invalid') {
    return (
      <AuthCard title={t('Invalid Invitation')}>
        <div className="banner banner-error" role="alert">
          {t(state.message)}
        </div>
        <p>{t('Invitations work once, for 7 days. Ask the doctor to invite you again.')}</p>
        <Link to="/" className="btn btn-primary btn-block">
          {t('Go to the home page')}
        </Link>
      </AuthCard>
    );
  }

  if (state.kind === 'unverified') {
    return (
      <AuthCard title={t('Join the Front Desk')}>
        {state.offline && <OfflineNote>{DESK_INVITE_OFFLINE}</OfflineNote>}
        <div className="banner banner-error" role="alert">
          {t(DESK_INVITE_CHECK_FAILED)}
        </div>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          {t('Try Again')}
        </button>
      </AuthCard>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthCard title={t('Join the Front Desk')}>
        <div className="banner banner-success" role="status">
          {t(state.message)}
        </div>
        <p className="muted">{t('Taking you to sign in...')}</p>
        <Link to="/sign-in" search={{ email: state.email }} className="btn btn-primary btn-block">
          {t('Sign In Now')}
        </Link>
      </AuthCard>
    );
  }

  const { invitation } = state;
  return (
    <AuthCard
      title={t('Join the Front Desk')}
      subtitle={t('Dr. {doctor} invites you to the front desk of {practices}.', {
        doctor: invitation.doctorName,
        practices: invitation.practices.join(', '),
      })}
    >
      <p>
        <bdi>{invitation.name}</bdi> · <bdi dir="ltr">{invitation.email}</bdi>
      </p>
      <p className="muted">
        {invitation.hasAccount
          ? t('You have a desk account already. Enter its password to add this desk to it.')
          : t('Choose a password for your desk account.')}
      </p>
      <DeskAcceptForm
        token={token}
        hasAccount={invitation.hasAccount}
        onDone={(result) => setDone({ kind: 'done', ...result })}
        onInvalid={(message) => setDone({ kind: 'invalid', message })}
      />
    </AuthCard>
  );
}
