import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import { monthGrid, SLOT_MINUTES, weekdayOf, weekOf } from '../schedule-grid';
import type { SlotCell } from '../schedule-slots';

export type Booked = { id: string; startTime: string; patient: string };
type Day = {
  slotsOf(date: string): string[];
  bookedOf(date: string): Booked[];
  /** The date's slot buttons; none on a day off. */
  cellsOf(date: string): SlotCell[];
  onToggle(date: string, cell: SlotCell): void;
};
type Nav = Day & { selected: string; today: string; onSelect(date: string): void };

// Calendar dates ('yyyy-MM-dd') are read at UTC midnight so no zone moves the day.
const DAY = { timeZone: 'UTC' } as const;

const endOf = (hhmm: string) => {
  const m = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + SLOT_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Week: seven days from Sunday, each a working day or a day off with its first-to-last slot. */
export function WeekView({ selected, today, onSelect, ...day }: Nav) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="stack">
      <ul className="schedule-week">
        {weekOf(selected).map((date) => {
          const slots = day.slotsOf(date);
          return (
            <li key={date}>
              <button
                type="button"
                className={`schedule-day${date === selected ? ' is-selected' : ''}`}
                aria-pressed={date === selected}
                aria-current={date === today ? 'date' : undefined}
                onClick={() => onSelect(date)}
              >
                <strong>{t(WEEKDAY_LABEL[weekdayOf(date)])}</strong>{' '}
                <span>{f.date(date, { ...DAY, pattern: 'EEE, MMM d' })}</span>
                <span>{slots.length ? t('Working day') : t('Day off')}</span>
                {slots.length > 0 && (
                  <span>
                    {t('{first} - {last}', {
                      first: f.time(slots[0]),
                      last: f.time(endOf(slots[slots.length - 1])),
                    })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <DayPanel date={selected} {...day} />
    </div>
  );
}

/** Month: 42 cells (6 weeks from Sunday); a dot on working days, the slot count, today marked. */
export function MonthView({ selected, today, onSelect, ...day }: Nav) {
  const t = useT();
  const f = useFormat();
  return (
    <fieldset className="schedule-month">
      <legend className="sr-only">{t('Month')}</legend>
      {monthGrid(selected).map((cell) => {
        const count = day.slotsOf(cell.date).length;
        return (
          <button
            key={cell.date}
            type="button"
            className={`month-cell${cell.inMonth ? '' : ' is-outside'}${cell.date === today ? ' is-today' : ''}${cell.date === selected ? ' is-selected' : ''}`}
            aria-pressed={cell.date === selected}
            aria-current={cell.date === today ? 'date' : undefined}
            aria-label={`${f.date(cell.date, DAY)}, ${count ? t('{count} slots', { count }) : t('Day off')}`}
            onClick={() => onSelect(cell.date)}
          >
            <span>{cell.date.slice(8).replace(/^0/, '')}</span>
            {count > 0 && <span className="dot" aria-hidden="true" />}
            {count > 0 && <small aria-hidden="true">{count}</small>}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * Slots: the day's slots as buttons, pressed while open, or a day-off message. A press opens or
 * closes that slot in the weekly hours (so on every such weekday), through the sync queue.
 */
export function DayPanel({ date, cellsOf, bookedOf, onToggle }: Day & { date: string }) {
  const t = useT();
  const f = useFormat();
  const cells = cellsOf(date);
  const booked = bookedOf(date);
  return (
    <div className="stack">
      <h2>{f.date(date, DAY)}</h2>
      {cells.length === 0 ? (
        <p>{t('This is a day off. No slots are open.')}</p>
      ) : (
        <>
          <p className="muted">
            {t('Opening or closing a slot changes it on every {day}.', {
              day: t(WEEKDAY_LABEL[weekdayOf(date)]),
            })}
          </p>
          <div className="row schedule-slots">
            {cells.map((cell) => (
              <button
                key={cell.time}
                type="button"
                className="btn btn-light"
                aria-pressed={cell.open}
                onClick={() => onToggle(date, cell)}
              >
                {f.time(cell.time)}
                {cell.waiting && <small className="slot-waiting">{t(WAITING_TO_SYNC)}</small>}
              </button>
            ))}
          </div>
        </>
      )}
      {booked.length > 0 && (
        <>
          <h3>{t('Booked appointments')}</h3>
          <ul>
            {booked.map((b) => (
              <li key={b.id}>
                {t('{time}: {patient}', { time: f.time(b.startTime), patient: b.patient })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
