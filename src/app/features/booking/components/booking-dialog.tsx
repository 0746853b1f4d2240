import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '#app/lib/i18n';
import { useFocusTrap } from '#app/lib/use-focus-trap';
import type { Doctor } from '#shared/schemas/doctor';
import type { BookingDay } from '../hooks/use-booking-wizard';
import { BookingWizard } from './booking-wizard';

type Props = BookingDay & {
  doctor: Doctor;
  /** The control that opened the dialog; it gets focus back on close. */
  opener: HTMLElement | null;
  onClose: () => void;
};

/** The booking wizard as a modal dialog: focus stays inside, Escape closes, focus returns. */
export function BookingDialog({ opener, onClose, ...booking }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, onClose, { fallbackFocus: () => opener });

  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

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
        <button type="button" className="dialog-close" aria-label={t('Close')} onClick={onClose}>
          ×
        </button>
        <BookingWizard
          {...booking}
          titleId="booking-dialog-title"
          onCancel={onClose}
          onLeave={onClose}
        />
      </div>
    </div>,
    document.body,
  );
}
