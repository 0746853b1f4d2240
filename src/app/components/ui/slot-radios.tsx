import type { ReactNode } from 'react';

type Props<S extends { start: string }> = {
  slots: readonly S[];
  selected: S | null;
  onSelect(slot: S): void;
  className: string;
  optionClassName: string;
  /** What each option reads: its time, which names the radio. */
  label(slot: S): ReactNode;
};

/** The free slots of a day as one group of radios, one a slot. */
export function SlotRadios<S extends { start: string }>({
  slots,
  selected,
  onSelect,
  className,
  optionClassName,
  label,
}: Props<S>) {
  return (
    <div className={className}>
      {slots.map((slot) => (
        <label key={slot.start} className={optionClassName}>
          <input
            type="radio"
            name="slot"
            value={slot.start}
            checked={selected?.start === slot.start}
            onChange={() => onSelect(slot)}
          />
          {label(slot)}
        </label>
      ))}
    </div>
  );
}
