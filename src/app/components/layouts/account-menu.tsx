import type { User } from '@shared/schemas/user';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useSignOut } from '../../lib/sign-out';
import { ACCOUNT_LINK } from './nav-links';

/** Name (or the role when there is none), the role, a profile or settings link, Sign Out. */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
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
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="account-name">{user.name || user.role}</span>
        <span className="account-role">{user.role}</span>
      </button>
      {open && (
        <div id={menuId} className="account-dropdown">
          <Link to={link.to} onClick={() => setOpen(false)}>
            {link.label}
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
