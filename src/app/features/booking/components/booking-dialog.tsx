import { Dialog } from '#app/components/ui/dialog';
import { useT } from '#app/lib/i18n';
import { BookingWizard } from './booking-wizard';

type Props = {
  doctorId: string;
  /** The control that opened the dialog; it gets focus back on close. */
  opener: HTMLElement | null;
  onClose: () => void;
};

/** The booking wizard in the app's modal dialog, named by the wizard's own heading. */
export function BookingDialog({ doctorId, opener, onClose }: Props) {
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
        doctorId={doctorId}
        titleId="booking-dialog-title"
        onCancel={onClose}
        onLeave={onClose}
      />
    </Dialog>
  );
}
