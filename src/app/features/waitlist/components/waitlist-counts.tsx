import type { ReactNode } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { useSettled } from '#app/lib/use-settled';
import type { WaitlistDayCount, WaitlistDoctorCounts } from '#shared/schemas/waitlist';
import type { Counts } from '../api/waitlist-loaders';
import '../waitlist.css';

function DayList({ days }: { days: readonly WaitlistDayCount[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ul>
      {days.map((d) => (
        <li key={d.date}>
          {t('{date}: {count} waiting', {
            date: format.date(d.date),
            count: format.number(d.waiting),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * A count card: loading, the counts, none, or that they need a connection (the loader answered
 * null).
 */
function CountsCard<T>(props: {
  id: string;
  title: string;
  counts: Counts<T[]>;
  children: (rows: T[]) => ReactNode;
}) {
  const t = useT();
  const rows = useSettled(props.counts);
  return (
    <section className="card waitlist-counts" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {rows === undefined ? (
        <p className="muted">{t('Loading…')}</p>
      ) : rows === null ? (
        <p className="muted">{t('The waitlist needs a connection.')}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t('No one is waiting for a slot.')}</p>
      ) : (
        props.children(rows)
      )}
    </section>
  );
}

/** The doctor's schedule: how many people wait for a slot, per day (ADR 101). */
export function DoctorWaitlistCounts({ counts }: { counts: Counts<WaitlistDayCount[]> }) {
  const t = useT();
  return (
    <CountsCard id="waitlist-counts-title" title={t('People on your waitlist')} counts={counts}>
      {(days) => <DayList days={days} />}
    </CountsCard>
  );
}

/** The administrator: each doctor with people waiting, per day. */
export function AdminWaitlistCounts({ counts }: { counts: Counts<WaitlistDoctorCounts[]> }) {
  const t = useT();
  return (
    <CountsCard id="admin-waitlist-title" title={t('Waitlists')} counts={counts}>
      {(doctors) =>
        doctors.map((d) => (
          <div key={d.doctorId}>
            <h3>{d.doctorName}</h3>
            <DayList days={d.days} />
          </div>
        ))
      }
    </CountsCard>
  );
}
