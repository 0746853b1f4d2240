import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';

export type DialogProps = {
  /** The visible heading that names the dialog, already translated. */
  title?: ReactNode;
  /** The id of a heading inside `children` that names the dialog, when `title` is absent. */
  labelledBy?: string;
  describedBy?: string;
  /** Escape, and the dialog closing by any other way than unmounting, call this. */
  onClose(): void;
  children: ReactNode;
  /** The element to focus first; the first focusable one (else the dialog) when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (its card moved to another tab). */
  fallbackFocus?: () => HTMLElement | null;
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The app's one modal dialog (ADR 067): open while mounted, shown
 * with showModal() so the browser makes the page behind inert, keeps Tab inside and turns
 * Escape into a `cancel` event. Focus goes in on open and back to the opener on close.
 */
export function Dialog({
  title,
  labelledBy,
  describedBy,
  onClose,
  children,
  initialFocus,
  fallbackFocus,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Held in refs so a new callback on each render does not reopen the dialog.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    let unmounting = false;
    // Escape: the screen decides (it may be busy), so the browser does not close on its own.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A close event arriving while the dialog is open again is a stale one: StrictMode's first
    // cleanup closed it, the browser queued the event, and the second mount reopened it.
    const onClosed = () => {
      if (!unmounting && !dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else fallbackRef.current?.()?.focus();
    };
  }, [initialFocus]);

  // A modal dialog does not stop the page behind from scrolling; this does.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`ui-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={title === undefined ? labelledBy : titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
    >
      {title !== undefined && (
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
      )}
      {children}
    </dialog>
  );
}
