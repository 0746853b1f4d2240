import * as v from 'valibot';
import { CancelRefundNotice } from '#app/components/appointments/refund-note';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { useNow } from '#app/hooks/use-now';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import {
  ACTION_MSG,
  CANCELLATION_REASON_MAX,
  CancelAppointmentSchema,
} from '#shared/schemas/appointment-actions';
import type { ListedAppointment } from '../api/appointments-api';

export const POLICY_TEXT = msg(
  msg('Appointments can be cancelled or rescheduled up to 24 hours before they start.'),
);

/** What both of the patient's appointment dialogs take. */
export type AppointmentDialogProps = {
  appointment: ListedAppointment;
  timeZone: string;
  onClose(): void;
  fallbackFocus?: () => HTMLElement | null;
};

type Props = AppointmentDialogProps & {
  /** Receives the trimmed reason; the dialog closes once it resolves. */
  onConfirm(reason: string): Promise<void>;
};

// The same rule the server applies (ADR 077), so its messages are the ones shown.
function refusal(reason: string): string | null {
  const parsed = v.safeParse(CancelAppointmentSchema, { reason });
  return parsed.success ? null : parsed.issues[0].message;
}

/** Cancel needs a non-empty reason (ADR 077); a pending request reads 'Cancel Request'. */
export function CancelDialog({ appointment: a, timeZone, onConfirm, ...dialog }: Props) {
  const format = useFormat();
  const t = useT();
  const now = useNow();
  const title = t(a.status === 'pending' ? msg('Cancel Request') : msg('Cancel Appointment'));

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={title}
      busyLabel={t('Cancelling...')}
      cancelLabel={t('Keep Appointment')}
      reason={{
        label: t('Reason for cancellation'),
        required: true,
        requiredMessage: ACTION_MSG.reasonRequired,
        maxLength: CANCELLATION_REASON_MAX,
        validate: refusal,
      }}
      onConfirm={onConfirm}
      onCancel={dialog.onClose}
      fallbackFocus={dialog.fallbackFocus}
    >
      <p>
        {a.doctor?.name ?? t('Doctor')} — {format.date(a.startTime, { timeZone })},{' '}
        {format.time(a.startTime, { timeZone })}
      </p>
      <p className="muted appt-policy">{t(POLICY_TEXT)}</p>
      <CancelRefundNotice appointment={a} now={now} />
    </ConfirmDialog>
  );
}
