import type { ReactNode } from 'react';

type Props = {
  /** Its work is running: the button is disabled and says so to assistive tech. */
  busy: boolean;
  disabled?: boolean;
  tone: 'primary' | 'light';
  onClick(): void;
  children: ReactNode;
};

/** A button whose work takes a while. */
export function BusyButton({ busy, disabled, tone, onClick, children }: Props) {
  return (
    <button
      type="button"
      className={`btn btn-${tone}`}
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
