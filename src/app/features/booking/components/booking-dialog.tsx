import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { BookingWizard } from './booking-wizard';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  doctorId: string;
  /** The control that opened the dialog; it gets focus back on close. */
  opener: HTMLElement | null;
  onClose: () => void;
};

/** The booking wizard as a modal dialog: focus stays inside, Escape closes, focus returns. */
export function BookingDialog({ doctorId, opener, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const node = dialog.current!;
    const first = node.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        e.preventDefault();
        node.focus();
        return;
      }
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      const active = document.activeElement;
      if (e.shiftKey && (active === head || !node.contains(active))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (active === tail || !node.contains(active))) {
        e.preventDefault();
        head.focus();
      }
    }
    // Focus that escapes (a click on the backdrop, a screen reader jump) is brought back.
    function onFocusIn(e: FocusEvent) {
      if (!node.contains(e.target as Node)) node.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [opener]);

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog booking-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-dialog-title"
        tabIndex={-1}
      >
        <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <BookingWizard
          doctorId={doctorId}
          titleId="booking-dialog-title"
          onCancel={onClose}
          onLeave={onClose}
        />
      </div>
    </div>,
    document.body,
  );
}
