import { clinicDateOf, formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { BOOKING_MSG, type Slot } from '#shared/schemas/booking';
import type { SlotsState } from '../hooks/use-slots';

type Props = {
  date: string;
  slots: SlotsState;
  selected: Slot | null;
  timeZone: string;
  zoneLabel: string | null;
  onSelect: (slot: Slot) => void;
};

/** The free slots of the chosen day, in 12-hour clinic time. */
export function SlotPicker({ date, slots, selected, timeZone, zoneLabel, onSelect }: Props) {
  const time = (iso: string) => formatClinicTime(iso, { timeZone });
  const selectedElsewhere =
    selected && !slots.slots.some((s) => s.start === selected.start) ? selected : null;
  return (
    <fieldset className="slot-picker" aria-describedby="slot-status">
      <legend>
        Available time slots <span className="required-mark">(required)</span>
      </legend>
      {zoneLabel && <p className="field-hint">Times are in clinic time ({zoneLabel}).</p>}
      <div id="slot-status" aria-live="polite">
        {!date && <p className="field-hint">{BOOKING_MSG.dateFirst}</p>}
        {date && slots.status === 'loading' && <p className="field-hint">Loading time slots…</p>}
        {slots.status === 'error' && (
          <p className="field-error" role="alert">
            {slots.error}
          </p>
        )}
        {slots.status === 'success' && slots.slots.length === 0 && (
          <p className="field-hint">No available slots for this date</p>
        )}
        {selectedElsewhere && (
          <p className="field-hint">
            Selected: {formatClinicDate(clinicDateOf(selectedElsewhere.start, timeZone))} at{' '}
            {time(selectedElsewhere.start)}
          </p>
        )}
      </div>
      {slots.slots.length > 0 && (
        <div className="slot-grid">
          {slots.slots.map((slot) => (
            <label key={slot.start} className="slot-option">
              <input
                type="radio"
                name="slot"
                value={slot.start}
                checked={selected?.start === slot.start}
                onChange={() => onSelect(slot)}
              />
              <span>{time(slot.start)}</span>
              <span className="sr-only"> to {time(slot.end)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
