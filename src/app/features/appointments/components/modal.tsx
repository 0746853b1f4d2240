import { type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** The element to focus first; the first focusable one when absent. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (its card moved to another tab). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * A modal dialog: role=dialog with aria-modal, focus kept inside (Tab wraps), Escape closes,
 * and focus returns to whatever opened it.
 */
export function Modal({ title, onClose, children, initialFocus, fallbackFocus }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      initialFocus?.current ?? ref.current?.querySelector<HTMLElement>(FOCUSABLE) ?? ref.current;
    first?.focus();
    return () => {
      // After the render that removed the dialog, so a card that moved away is seen as gone.
      setTimeout(() => {
        if (opener?.isConnected && opener !== document.body) opener.focus();
        else fallbackRef.current?.()?.focus();
      }, 0);
    };
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="appt-backdrop">
      <div
        ref={ref}
        className="appt-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="appt-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
