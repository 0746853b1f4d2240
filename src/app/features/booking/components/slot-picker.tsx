import { SlotRadios } from '#app/components/ui/slot-radios';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { clinicDateOf } from '#shared/domain/clinic-time';
import { BOOKING_MSG } from '#shared/schemas/booking';
import type { SlotsState } from '../api/booking-loaders';
import type { ChosenSlot } from '../wizard-state';

type Props = {
  date: string;
  slots: SlotsState;
  selected: ChosenSlot | null;
  timeZone: string;
  zoneLabel: string | null;
  onSelect: (slot: ChosenSlot) => void;
};

/** The free slots of the chosen day, in 12-hour clinic time. */
export function SlotPicker({ date, slots, selected, timeZone, zoneLabel, onSelect }: Props) {
  const t = useT();
  const format = useFormat();
  const time = (iso: string) => format.time(iso, { timeZone });
  const selectedElsewhere =
    selected && !slots.slots.some((s) => s.start === selected.start) ? selected : null;
  return (
    <fieldset className="slot-picker" aria-describedby="slot-status">
      <legend>
        {t('Available time slots')} <span className="required-mark">{t('(required)')}</span>
      </legend>
      {zoneLabel && (
        <p className="field-hint">{t('Times are in clinic time ({zone}).', { zone: zoneLabel })}</p>
      )}
      <div id="slot-status" aria-live="polite">
        {!date && <p className="field-hint">{t(BOOKING_MSG.dateFirst)}</p>}
        {date && slots.status === 'loading' && (
          <p className="field-hint">{t('Loading time slots…')}</p>
        )}
        {slots.status === 'error' && (
          <p className="field-error" role="alert">
            {slots.error ? t(slots.error) : null}
          </p>
        )}
        {slots.status === 'success' && slots.slots.length === 0 && (
          <p className="field-hint">{t('No available slots for this date')}</p>
        )}
        {selectedElsewhere && (
          <p className="field-hint">
            {t('Selected: {date} at {time}', {
              date: format.date(clinicDateOf(selectedElsewhere.start, timeZone)),
              time: time(selectedElsewhere.start),
            })}
          </p>
        )}
      </div>
      {slots.slots.length > 0 && (
        <SlotRadios<ChosenSlot>
          slots={slots.slots}
          selected={selected}
          onSelect={onSelect}
          className="slot-grid"
          optionClassName="slot-option"
          label={(slot) => (
            <>
              <span>{time(slot.start)}</span>
              <span className="sr-only"> {t('to {time}', { time: time(slot.end) })}</span>
            </>
          )}
        />
      )}
    </fieldset>
  );
}
