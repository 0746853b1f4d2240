import { APPOINTMENT_TYPES, type AppointmentType } from '#shared/schemas/appointment';
import { BOOKING_REASON_MAX } from '#shared/schemas/booking';
import type { useBookingWizard } from '../hooks/use-booking-wizard';
import { canContinue } from '../wizard-state';
import { SlotPicker } from './slot-picker';

export const TYPE_LABELS: Record<AppointmentType, string> = {
  consultation: 'Consultation',
  'follow-up': 'Follow-up',
  emergency: 'Emergency',
};

type Props = {
  wizard: ReturnType<typeof useBookingWizard>;
  zoneLabel: string | null;
  onCancel: () => void;
};

export function DetailsStep({ wizard, zoneLabel, onCancel }: Props) {
  const { state, dispatch, slots, today, timeZone } = wizard;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        wizard.next();
      }}
    >
      <div className="field">
        <label htmlFor="booking-type">Appointment type</label>
        <select
          id="booking-type"
          value={state.type}
          onChange={(e) => dispatch({ type: 'setType', value: e.target.value as AppointmentType })}
        >
          {APPOINTMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="booking-reason">
          Reason for visit <span className="required-mark">(required)</span>
        </label>
        <textarea
          id="booking-reason"
          rows={3}
          required
          aria-required="true"
          maxLength={BOOKING_REASON_MAX}
          value={state.reason}
          onChange={(e) => dispatch({ type: 'setReason', value: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="booking-date">
          Date <span className="required-mark">(required)</span>
        </label>
        <input
          id="booking-date"
          type="date"
          min={today}
          required
          value={state.date}
          onChange={(e) => dispatch({ type: 'setDate', value: e.target.value })}
        />
      </div>
      <SlotPicker
        date={state.date}
        slots={slots}
        selected={state.slot}
        timeZone={timeZone}
        zoneLabel={zoneLabel}
        onSelect={(slot) => dispatch({ type: 'selectSlot', slot })}
      />
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canContinue(state)}>
          Continue
        </button>
      </div>
    </form>
  );
}
