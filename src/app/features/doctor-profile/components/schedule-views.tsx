import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import type { DayPractice, SchedulePractice } from '../practice-days';
import { initialOf, toneClass } from '../practice-tone';
import { monthGrid, SLOT_MINUTES, type Weekly, weekdayOf, weekOf } from '../schedule-grid';
import type { SlotCell } from '../schedule-slots';

export type Booked = { id: string; startTime: string; patient: string };
type Day = {
  /** The doctor's practices (none for a profile from before them, ADR 112). */
  practices: readonly SchedulePractice[];
  /** The practices holding slots on the date, each with its slots; none on a day off. */
  practicesOf(date: string): DayPractice[];
  slotsOf(date: string): string[];
  bookedOf(date: string): Booked[];
  /** The date's slot buttons (of one practice's hours when named); none on a day off. */
  cellsOf(date: string, practice?: { weekly: Weekly; practiceId: string }): SlotCell[];
  onToggle(date: string, cell: SlotCell): void;
};
type Nav = Day & { selected: string; today: string; onSelect(date: string): void };

// Calendar dates ('yyyy-MM-dd') are read at UTC midnight so no zone moves the day.
const DAY = { timeZone: 'UTC' } as const;

/** The practice's initial in its colour: with its name beside it, never alone (ADR 114). */
function Initial({ name }: { name: string }) {
  return (
    <span className="practice-initial" aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}

/** The legend of Manage Schedule: each practice's colour, initial and name. */
export function PracticeLegend({ practices }: { practices: readonly SchedulePractice[] }) {
  const t = useT();
  if (practices.length === 0) return null;
  return (
    <section aria-labelledby="practice-legend-title">
      <h2 id="practice-legend-title" className="sr-only">
        {t('Practices')}
      </h2>
      <ul className="practice-legend">
        {practices.map((p) => (
          <li key={p.index} className={toneClass(p.index)}>
            <Initial name={p.name} />
            {p.kind === 'video' ? t('{practice} (Video)', { practice: p.name }) : p.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

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
                {slots.length > 0 && day.practices.length === 0 && (
                  <span>
                    {t('{first} - {last}', {
                      first: f.time(slots[0]),
                      last: f.time(endOf(slots[slots.length - 1])),
                    })}
                  </span>
                )}
                {day.practicesOf(date).map((p) => (
                  <span key={p.index} className={`practice-hours-line ${toneClass(p.index)}`}>
                    <Initial name={p.name} />{' '}
                    {t('{practice}: {first} - {last}', {
                      practice: p.name,
                      first: f.time(p.slots[0]!),
                      last: f.time(endOf(p.slots[p.slots.length - 1]!)),
                    })}
                  </span>
                ))}
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
        const on = day.practicesOf(cell.date);
        const names = on.length
          ? `: ${new Intl.ListFormat(f.locale, { type: 'unit' }).format(on.map((p) => p.name))}`
          : '';
        return (
          <button
            key={cell.date}
            type="button"
            className={`month-cell${cell.inMonth ? '' : ' is-outside'}${cell.date === today ? ' is-today' : ''}${cell.date === selected ? ' is-selected' : ''}`}
            aria-pressed={cell.date === selected}
            aria-current={cell.date === today ? 'date' : undefined}
            aria-label={`${f.date(cell.date, DAY)}, ${count ? t('{count} slots', { count }) : t('Day off')}${names}`}
            onClick={() => onSelect(cell.date)}
          >
            <span>{cell.date.slice(8).replace(/^0/, '')}</span>
            {count > 0 && on.length === 0 && <span className="dot" aria-hidden="true" />}
            {on.length > 0 && (
              <span className="row" aria-hidden="true">
                {on.map((p) => (
                  <span key={p.index} className={`practice-initial ${toneClass(p.index)}`}>
                    {initialOf(p.name)}
                  </span>
                ))}
              </span>
            )}
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
export function DayPanel(props: Day & { date: string }) {
  const { date, cellsOf, bookedOf, practices } = props;
  const t = useT();
  const f = useFormat();
  const on = props.practicesOf(date);
  // A closed slot at a time another practice holds that day cannot open: it is not offered.
  const heldByOthers = (index: number) =>
    new Set(on.filter((o) => o.index !== index).flatMap((o) => o.slots));
  const groups = practices
    .map((p) => {
      const taken = heldByOthers(p.index);
      const cells = cellsOf(date, { weekly: p.availability, practiceId: p._id }).filter(
        (c) => c.open || !taken.has(c.time),
      );
      return { practice: p, cells };
    })
    .filter((g) => g.cells.length > 0);
  const cells = practices.length ? [] : cellsOf(date);
  const dayOff = practices.length ? groups.length === 0 : cells.length === 0;
  const booked = bookedOf(date);
  return (
    <div className="stack">
      <h2>{f.date(date, DAY)}</h2>
      {dayOff ? <p>{t('This is a day off. No slots are open.')}</p> : <ToggleNote date={date} />}
      {!dayOff && practices.length === 0 && <SlotToggles {...props} cells={cells} />}
      {groups.map(({ practice: p, cells }) => (
        <section key={p.index} aria-labelledby={`practice-slots-${p.index}`} className="stack">
          <h3
            id={`practice-slots-${p.index}`}
            className={`practice-hours-line ${toneClass(p.index)}`}
          >
            <Initial name={p.name} /> {p.name}
          </h3>
          <SlotToggles {...props} cells={cells} practice={p} />
        </section>
      ))}
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

function ToggleNote({ date }: { date: string }) {
  const t = useT();
  return (
    <p className="muted">
      {t('Opening or closing a slot changes it on every {day}.', {
        day: t(WEEKDAY_LABEL[weekdayOf(date)]),
      })}
    </p>
  );
}

/** The slot buttons: pressed while open; in a practice's colour, named, when there are practices. */
function SlotToggles({
  date,
  cells,
  onToggle,
  practice,
}: Pick<Day, 'onToggle'> & { date: string; cells: SlotCell[]; practice?: SchedulePractice }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="row schedule-slots">
      {cells.map((cell) => (
        <button
          key={cell.time}
          type="button"
          className={`btn btn-light${practice ? ` ${toneClass(practice.index)}` : ''}`}
          aria-pressed={cell.open}
          onClick={() => onToggle(date, cell)}
        >
          {f.time(cell.time)}
          {practice && <span className="sr-only"> {practice.name}</span>}
          {cell.waiting && <small className="slot-waiting">{t(WAITING_TO_SYNC)}</small>}
        </button>
      ))}
    </div>
  );
}
