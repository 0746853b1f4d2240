import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import {
  CANCELLATION_REASON_MAX,
  CancelAppointmentSchema,
} from '#shared/schemas/appointment-actions';
import type { ListedAppointment } from '../api/appointments-api';
import { Modal } from './modal';

export const POLICY_TEXT = msg(
  msg('Appointments can be cancelled or rescheduled up to 24 hours before they start.'),
);

type Props = {
  appointment: ListedAppointment;
  timeZone: string;
  onClose(): void;
  fallbackFocus?: () => HTMLElement | null;
  /** Receives the trimmed reason; the dialog closes once it resolves. */
  onConfirm(reason: string): Promise<void>;
};

/** Cancel needs a non-empty reason (section 5); a pending request reads 'Cancel Request'. */
export function CancelDialog({
  appointment: a,
  timeZone,
  onClose,
  onConfirm,
  fallbackFocus,
}: Props) {
  const format = useFormat();
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const isRequest = a.status === 'pending';
  const title = isRequest ? msg('Cancel Request') : msg('Cancel Appointment');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(CancelAppointmentSchema, { reason });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(parsed.output.reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose} fallbackFocus={fallbackFocus} initialFocus={textRef}>
      <p>
        {a.doctor?.name ?? 'Doctor'} — {format.date(a.startTime, { timeZone })},{' '}
        {format.time(a.startTime, { timeZone })}
      </p>
      <p className="muted appt-policy">{t(POLICY_TEXT)}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>{t('Reason for cancellation')}</label>
          <textarea
            id={fieldId}
            ref={textRef}
            rows={3}
            required
            maxLength={CANCELLATION_REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
          />
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
        <div className="row appt-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('Keep Appointment')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? t('Cancelling...') : t(title)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
