import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { type LinkButton, LinkButtons } from '#app/components/ui/link-buttons';
import { useAfterStart } from '#app/lib/after-start';
import { msg, useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { isSignedIn, useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { LanguageSwitch } from './language-switch';
import { ROLE_LINKS, SIGNED_OUT_LINKS } from './nav-links';

// Only a signed-in user has the menu, and with it sign-out and the device's data.
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');
// The unread count reads the device's mirror (Dexie): loaded only for a signed-in user.
const NotificationsBadge = lazyNamed(() => import('./notifications-badge'), 'NotificationsBadge');

const SIGNED_OUT_ACTIONS: readonly LinkButton[] = [
  { to: '/sign-in', label: msg('Sign In'), tone: 'ghost' },
  { to: '/sign-up', label: msg('Sign Up'), tone: 'primary' },
];

export const PROFILE_FETCH_FAILED = msg('Failed to fetch profile information');

// Duck-typed: the API client is loaded on demand, not in the entry chunk.
type Failure = { status?: number; body?: { code?: string } };

/**
 * A failure worth saying: the server answered with one. Offline the stored user simply stays;
 * an expired session and maintenance have their own notices.
 */
function isReportable(error: unknown) {
  const { status, body } = (error ?? {}) as Failure;
  return status !== undefined && status !== 401 && body?.code !== 'MAINTENANCE';
}

export function Header() {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Said once, not on every page change, until a read succeeds again.
  const profileFailureShown = useRef(false);
  const t = useT();
  const signedIn = isSignedIn(session);
  const started = useAfterStart();
  const links = signedIn && session.user ? ROLE_LINKS[session.user.role] : SIGNED_OUT_LINKS;
  // Patients and doctors have notifications; the administrator and the front desk do not.
  const role = signedIn ? session.user?.role : undefined;
  const bellRole = role === 'patient' || role === 'doctor' ? role : null;

  // ADR 076: on each path change a patient's stored name is refreshed from the profile;
  // other roles keep the stored user. Offline, the stored user simply stays.
  useEffect(() => {
    setOpen(false);
    const { user, token } = useSession.getState();
    if (!token || user?.role !== 'patient' || !location.pathname) return;
    // The API client loads here, for a signed-in patient, not for every visitor.
    import('#app/lib/api-client')
      .then(({ api }) => api.get<{ name?: string }>('/auth/profile'))
      .then((profile) => {
        profileFailureShown.current = false;
        const current = useSession.getState().user;
        if (current && profile?.name && profile.name !== current.name) {
          useSession.getState().setUser({ ...current, name: profile.name });
        }
      })
      .catch((error: unknown) => {
        // The stored user stays either way.
        if (!isReportable(error) || profileFailureShown.current) return;
        profileFailureShown.current = true;
        toast.error(PROFILE_FETCH_FAILED);
      });
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className={bellRole ? 'header-inner header-with-bell' : 'header-inner'}>
        <Link to="/" className="brand" aria-label={t('Mashwara home')}>
          <span aria-hidden="true" className="brand-mark">
            +
          </span>{' '}
          Mashwara
        </Link>
        {bellRole && started && (
          // Outside the collapsible menu, so a phone shows the count without opening it.
          <Suspense fallback={null}>
            <NotificationsBadge userRole={bellRole} />
          </Suspense>
        )}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen(!open)}
        >
          {t('Menu')}
        </button>
        <nav id="main-nav" aria-label={t('Main')} className={open ? 'nav open' : 'nav'}>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  activeOptions={{ exact: l.to === '/' }}
                  activeProps={{ className: 'active', 'aria-current': 'page' }}
                >
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
          {signedIn && session.user ? (
            // ADR 118: loaded once the start is over, so it does not hold up the user's rows.
            started && (
              <Suspense fallback={null}>
                <AccountMenu user={session.user} />
              </Suspense>
            )
          ) : (
            <LinkButtons className="auth-links" links={SIGNED_OUT_ACTIONS} />
          )}
          <LanguageSwitch className="header-language" />
        </nav>
      </div>
    </header>
  );
}
