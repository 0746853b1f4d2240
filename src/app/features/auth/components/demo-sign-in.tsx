import { useState } from 'react';
import { useSession } from '#app/lib/session';
import { useOnline } from '#app/lib/use-online';
import { SIGN_IN_MSG } from '../api/sign-in';
import { useSignIn } from '../hooks/use-sign-in';
import { DEMO_ACCOUNTS, type DemoAccount } from '../lib/demo-accounts';
import '../auth.css';
import { useT } from '#app/lib/i18n';
import { FormAlert, OfflineNote } from './form-alert';

/** One click signs in as a seeded demo user through the real POST /auth/login (ADR 012). */
export function DemoSignIn() {
  const t = useT();
  const { run, busy, failure } = useSignIn();
  const online = useOnline();
  const [active, setActive] = useState<DemoAccount['key'] | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  const signInAs = async (account: DemoAccount) => {
    if (busy) return;
    setActive(account.key);
    setBlocked(null);
    // Switching accounts signs the current user out first; sign-out removes their unsynced
    // changes from the device (ADR 006), so with any waiting this screen stops and says so.
    const { token, user } = useSession.getState();
    if (token && user) {
      // Loaded only for someone already signed in: a visitor's /demo carries no Dexie.
      const [{ syncEngine, unsyncedWarning }, { signOut }] = await Promise.all([
        import('#app/offline/outbox'),
        import('#app/offline/sign-out'),
      ]);
      const waiting = await syncEngine.countUnsynced(user._id).catch(() => 0);
      if (waiting > 0) {
        setBlocked(
          t('{warning} Sign out from the account menu to switch accounts.', {
            warning: unsyncedWarning(waiting),
          }),
        );
        return;
      }
      await signOut();
    }
    await run(account.email, account.password);
  };

  return (
    <div className="demo-accounts">
      {(!online || failure?.offline) && <OfflineNote>{SIGN_IN_MSG.offline}</OfflineNote>}
      <FormAlert message={blocked ?? failure?.message ?? null} />
      <ul className="demo-list">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.key} className="card demo-account">
            <h3>{t(account.label)}</h3>
            <p className="muted">{t(account.about)}</p>
            <dl className="demo-credentials">
              <dt>{t('Email')}</dt>
              <dd>
                <code>{account.email}</code>
              </dd>
              <dt>{t('Password')}</dt>
              <dd>
                <code>{account.password}</code>
              </dd>
            </dl>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void signInAs(account)}
            >
              {busy && active === account.key
                ? t('Signing In...')
                : t('Sign in as {account}', { account: t(account.label) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
