import type { ReactNode } from 'react';
import { Dialog } from '#app/components/ui/dialog';
import { useT } from '#app/lib/i18n';
import type { Doctor } from '#shared/schemas/doctor';
import type { BookingDay } from '../hooks/use-booking-wizard';
import { BookingWizard } from './booking-wizard';

type Props = BookingDay & {
  doctor: Doctor;
  /** The control that opened the dialog; it gets focus back on close. */
  opener: HTMLElement | null;
  onClose: () => void;
  afterBooking?: ReactNode;
};

/** The booking wizard in the app's modal dialog, named by the wizard's own heading. */
export function BookingDialog({ opener, onClose, ...booking }: Props) {
  const t = useT();
  return (
    <Dialog
      labelledBy="booking-dialog-title"
      onClose={onClose}
      fallbackFocus={() => opener}
      className="booking-dialog"
    >
      <button type="button" className="ui-dialog-close" aria-label={t('Close')} onClick={onClose}>
        ×
      </button>
      <BookingWizard
        {...booking}
        titleId="booking-dialog-title"
        onCancel={onClose}
        onLeave={onClose}
      />
    </Dialog>
  );
}
