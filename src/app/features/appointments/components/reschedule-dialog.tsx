import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '#app/components/ui/dialog';
import { SlotRadios } from '#app/components/ui/slot-radios';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { timeZoneName } from '#app/lib/record-names';
import { useOnline } from '#app/lib/use-online';
import { useSettled } from '#app/lib/use-settled';
import { clinicToday, zoneDiffers } from '#shared/domain/clinic-time';
import { ACTION_MSG } from '#shared/schemas/appointment-actions';
import type { Slot } from '#shared/schemas/booking';
import type { RescheduleSlots } from '../api/reschedule-slots';
import { type AppointmentDialogProps, POLICY_TEXT } from './cancel-dialog';

export const SLOTS_NEED_CONNECTION = msg(
  'You are offline. Choosing a new time needs a connection to load the free slots.',
);
export const OFFLINE_WITH_SLOTS = msg(
  'You are offline. The new time will be saved on this device and sent when you are back online.',
);
export const NO_SLOTS = msg('No available slots for this date');

type Props = AppointmentDialogProps & {
  /** The chosen day (`?date=` of the route), '' until chosen. */
  date: string;
  /** Its free slots, as the route's loader returned them (null without a date). */
  slots: Promise<RescheduleSlots> | null;
  onDateChange(date: string): void;
  /** Reads the slots again (the route's loaders run again). */
  onReloadSlots(): void;
  onConfirm(slot: Slot): Promise<void>;
};

/** Reschedule needs a chosen slot (ADR 076): a date from today, then one of its free slots. */
export function RescheduleDialog({ appointment: a, timeZone, onClose, ...props }: Props) {
  const { date, slots, onDateChange, onReloadSlots: reload, onConfirm } = props;
  const format = useFormat();
  const t = useT();
  const online = useOnline();
  const today = clinicToday(new Date(), timeZone);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);
  const dateId = useId();
  const hintId = useId();
  const answer = useSettled(slots);
  const state = !date ? { status: 'idle' as const } : (answer ?? { status: 'loading' as const });
  // Offline with nothing loaded: the connection's return reads the slots.
  const offline = state.status === 'offline';
  useEffect(() => {
    if (online && offline) reload();
  }, [online, offline, reload]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    try {
      await onConfirm(chosen);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('Reschedule Appointment')}
      onClose={onClose}
      fallbackFocus={props.fallbackFocus}
      initialFocus={dateRef}
    >
      <p>
        {t('{doctor} — now {date}, {time}', {
          doctor: a.doctor?.name ?? t('Doctor'),
          date: format.date(a.startTime, { timeZone }),
          time: format.time(a.startTime, { timeZone }),
        })}
      </p>
      <p className="muted appt-policy">{t(POLICY_TEXT)}</p>
      {zoneDiffers(timeZone) && (
        <p className="muted appt-policy">
          {t('Times are shown in clinic time ({zone}).', { zone: timeZoneName(timeZone, t) })}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={dateId}>{t('New date')}</label>
          <input
            id={dateId}
            ref={dateRef}
            type="date"
            min={today}
            value={date}
            onChange={(e) => {
              onDateChange(e.target.value);
              setChosen(null);
            }}
          />
        </div>
        {!online && (
          <p className="banner banner-warning" role="status">
            {t(state.status === 'ready' ? OFFLINE_WITH_SLOTS : SLOTS_NEED_CONNECTION)}
          </p>
        )}
        {date && state.status !== 'idle' && state.status !== 'offline' && (
          <fieldset className="appt-slots">
            <legend>{t('Available times')}</legend>
            {state.status === 'loading' && <p className="muted">{t('Loading available slots…')}</p>}
            {state.status === 'error' && (
              <div className="banner banner-error" role="alert">
                {t(state.message)}{' '}
                <button type="button" className="btn btn-light" onClick={reload}>
                  {t('Retry')}
                </button>
              </div>
            )}
            {state.status === 'ready' && state.slots.length === 0 && (
              <p className="muted">{t(NO_SLOTS)}</p>
            )}
            {state.status === 'ready' && state.slots.length > 0 && (
              <SlotRadios<Slot>
                slots={state.slots}
                selected={chosen}
                onSelect={setChosen}
                className="appt-slot-grid"
                optionClassName="appt-slot"
                label={(slot) => <span>{format.time(slot.start, { timeZone })}</span>}
              />
            )}
          </fieldset>
        )}
        {!chosen && (
          <p id={hintId} className="field-hint">
            {t(date ? ACTION_MSG.slotRequired : msg('Please select a date first.'))}
          </p>
        )}
        <div className="row ui-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('Close')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || !chosen}
            aria-describedby={chosen ? undefined : hintId}
          >
            {busy ? t('Rescheduling...') : t('Reschedule')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
