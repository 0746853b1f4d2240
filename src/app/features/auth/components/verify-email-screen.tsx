import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { isSignedIn, useSession } from '#app/lib/session';
import { accountApi } from '../api/account-api';
import { AuthCard } from './auth-card';

export const EMAIL_CONFIRMED = msg('Your e-mail address is confirmed.');
export const LINK_EXPIRED = msg('This link is invalid or has expired.');
const OFFLINE = msg('You are offline. Confirming your e-mail needs a connection.');

type Outcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'offline' };

// A link works once: the same token asked twice (a remount) shares the first answer.
const asked = new Map<string, Promise<Outcome>>();

/** A change link switched an address: the signed-in copy of the user follows, whoever it is. */
async function refreshSignedInUser() {
  const { user, setUser } = useSession.getState();
  if (!user) return;
  const me = await accountApi.me().catch(() => null);
  if (me && useSession.getState().user?._id === user._id) setUser({ ...user, email: me.email });
}

function confirm(token: string): Promise<Outcome> {
  const known = asked.get(token);
  if (known) return known;
  const outcome = accountApi.verifyEmail(token).then(
    ({ data }): Outcome => {
      if (data.changed) void refreshSignedInUser();
      return { kind: 'done' };
    },
    (error: unknown): Outcome => {
      asked.delete(token);
      if (error instanceof ApiError && error.isNetworkError) return { kind: 'offline' };
      return { kind: 'refused', message: errorMessage(error, LINK_EXPIRED) };
    },
  );
  asked.set(token, outcome);
  return outcome;
}

/** Where the mailed link lands, signed in or not: confirms the address the token names. */
export function VerifyEmailScreen({ token }: { token: string }) {
  const t = useT();
  const signedIn = useSession(isSignedIn);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on Try again.
  useEffect(() => {
    let live = true;
    setOutcome(null);
    if (!token) setOutcome({ kind: 'refused', message: LINK_EXPIRED });
    else if (!navigator.onLine) setOutcome({ kind: 'offline' });
    else void confirm(token).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const onward = signedIn ? (
    <Link to="/profile" className="btn btn-primary btn-block">
      {t('Go to My Profile')}
    </Link>
  ) : (
    <Link to="/sign-in" className="btn btn-primary btn-block">
      {t('Sign In')}
    </Link>
  );

  if (!outcome) {
    return (
      <AuthCard title={t('Confirm Email')}>
        <p role="status">{t('Confirming your e-mail address...')}</p>
      </AuthCard>
    );
  }
  if (outcome.kind === 'done') {
    return (
      <AuthCard title={t('Email Confirmed')}>
        <div className="banner banner-success" role="status">
          {t(EMAIL_CONFIRMED)}
        </div>
        {onward}
      </AuthCard>
    );
  }
  if (outcome.kind === 'offline') {
    return (
      <AuthCard title={t('Confirm Email')}>
        <div className="banner banner-warning" role="status">
          {t(OFFLINE)}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('Try Again')}
        </button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('Invalid Link')}>
      <div className="banner banner-error" role="alert">
        {t(outcome.message)}
      </div>
      <p>
        {signedIn
          ? t('Ask for a new link from the banner on your profile.')
          : t('Sign in and ask for a new link from the banner on your profile.')}
      </p>
      {onward}
    </AuthCard>
  );
}
