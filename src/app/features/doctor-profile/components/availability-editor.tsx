import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import type { DaySlots } from '#shared/domain/availability';
import { WEEKDAYS } from '#shared/schemas/doctor';
import { DEFAULT_NEW_SLOT } from '#shared/schemas/profile-required';
import { slotEstimate, type Weekday, type Weekly } from '../schedule-grid';

export const DAY_NAMES = WEEKDAY_LABEL;

type Props = {
  value: Weekly;
  disabled: boolean;
  onChange(next: Weekly): void;
  /** Already translated; a practice's hours name the practice (ADR 114). */
  legend?: string;
  /** Shown under the hours, before any save (a practice's overlaps with another's). */
  children?: ReactNode;
};

const off: DaySlots = { isAvailable: false, slots: [] };

/** ADR 080, Profile: a checkbox per day and its slots; a new slot starts as 09:00-10:00. */
export function AvailabilityEditor({ value, disabled, onChange, legend, children }: Props) {
  const t = useT();
  const set = (day: Weekday, next: DaySlots) => onChange({ ...value, [day]: next });
  return (
    <fieldset className="availability-editor">
      <legend>{legend ?? t('Weekly Availability')}</legend>
      {WEEKDAYS.map((day) => {
        const d = value[day] ?? off;
        const name = t(DAY_NAMES[day]);
        return (
          <div key={day} className="availability-day">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={d.isAvailable}
                disabled={disabled}
                onChange={(e) =>
                  set(day, {
                    isAvailable: e.target.checked,
                    slots:
                      e.target.checked && d.slots.length === 0
                        ? [{ ...DEFAULT_NEW_SLOT }]
                        : d.slots,
                  })
                }
              />{' '}
              {name}
            </label>
            {d.isAvailable &&
              d.slots.map((slot, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: slots have no id; order is the identity
                <div key={i} className="row availability-slot">
                  <input
                    type="time"
                    step={1800}
                    aria-label={t('{day}, slot {n}: start', { day: name, n: i + 1 })}
                    value={slot.startTime}
                    disabled={disabled}
                    onChange={(e) =>
                      set(day, {
                        ...d,
                        slots: d.slots.map((s, j) =>
                          j === i ? { ...s, startTime: e.target.value } : s,
                        ),
                      })
                    }
                  />
                  <input
                    type="time"
                    step={1800}
                    aria-label={t('{day}, slot {n}: end', { day: name, n: i + 1 })}
                    value={slot.endTime}
                    disabled={disabled}
                    onChange={(e) =>
                      set(day, {
                        ...d,
                        slots: d.slots.map((s, j) =>
                          j === i ? { ...s, endTime: e.target.value } : s,
                        ),
                      })
                    }
                  />
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={disabled}
                    aria-label={t('Remove {day} slot {n}', { day: name, n: i + 1 })}
                    onClick={() => set(day, { ...d, slots: d.slots.filter((_, j) => j !== i) })}
                  >
                    {t('Remove')}
                  </button>
                </div>
              ))}
            {d.isAvailable && (
              <button
                type="button"
                className="btn btn-light"
                disabled={disabled}
                aria-label={t('Add a slot on {day}', { day: name })}
                onClick={() => set(day, { ...d, slots: [...d.slots, { ...DEFAULT_NEW_SLOT }] })}
              >
                {t('Add Slot')}
              </button>
            )}
          </div>
        );
      })}
      {children}
      <p role="status">
        {t('Estimated appointment slots per week: {count}', { count: slotEstimate(value) })}
      </p>
    </fieldset>
  );
}
