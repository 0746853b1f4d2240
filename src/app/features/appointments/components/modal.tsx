import { type ReactNode, useId, useRef } from 'react';
import { useT } from '#app/lib/i18n';
import { useFocusTrap } from '#app/lib/use-focus-trap';

type Props = {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** The element to focus first; the first focusable one when absent. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (its card moved to another tab). */
  fallbackFocus?: () => HTMLElement | null;
};

/** A modal dialog (role=dialog, aria-modal) with the app's focus trap. */
export function Modal({ title, onClose, children, initialFocus, fallbackFocus }: Props) {
  const titleId = useId();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose, { initialFocus, fallbackFocus });

  return (
    <div className="appt-backdrop">
      <div
        ref={ref}
        className="appt-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="appt-dialog-title">
          {t(title)}
        </h2>
        {children}
      </div>
    </div>
  );
}
