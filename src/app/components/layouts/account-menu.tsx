import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { ROLE_LABEL } from '#app/lib/labels';
import { lazyNamed } from '#app/lib/lazy-named';
import { syncEngine } from '#app/offline/outbox';
import { useSignOut } from '#app/offline/sign-out';
import type { User } from '#shared/schemas/user';
import { ACCOUNT_LINK, DEVICES_LINK } from './nav-links';

// Asked only when changes have not synced at sign-out (ADR 006): loaded then, so the start of
// every signed-in page carries no dialog (ADR 156).
const SignOutDialog = lazyNamed(() => import('./sign-out-dialog'), 'SignOutDialog');

/** Name (or the role when there is none), the role, a profile or settings link, Sign Out. */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  // ADR 006: unsynced changes would be lost; the count is asked for at the moment of signing out.
  const [unsynced, setUnsynced] = useState(0);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const link = ACCOUNT_LINK[user.role];

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={ref}>
      <button
        ref={toggleRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="account-name">{user.name || t(ROLE_LABEL[user.role])}</span>
        <span className="account-role">{t(ROLE_LABEL[user.role])}</span>
      </button>
      {open && (
        <div id={menuId} className="account-dropdown">
          <Link to={link.to} onClick={() => setOpen(false)}>
            {t(link.label)}
          </Link>
          <Link to={DEVICES_LINK.to} onClick={() => setOpen(false)}>
            {t(DEVICES_LINK.label)}
          </Link>
          <button
            type="button"
            onClick={async () => {
              setOpen(false);
              const count = await syncEngine.countUnsynced(user._id).catch(() => 0);
              if (count > 0) setUnsynced(count);
              else void signOut();
            }}
          >
            {t('Sign Out')}
          </button>
        </div>
      )}
      {unsynced > 0 && (
        <Suspense fallback={null}>
          <SignOutDialog
            count={unsynced}
            onCancel={() => {
              setUnsynced(0);
              toggleRef.current?.focus();
            }}
            onConfirm={() => {
              setUnsynced(0);
              void signOut();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
