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

/** The doctor's schedule: how many people wait for a slot, per day (ADR 101). */
export function DoctorWaitlistCounts({ counts }: { counts: Counts<WaitlistDayCount[]> }) {
  const t = useT();
  const days = useSettled(counts);
  return (
    <section className="card waitlist-counts" aria-labelledby="waitlist-counts-title">
      <h2 id="waitlist-counts-title">{t('People on your waitlist')}</h2>
      {days === undefined ? (
        <p className="muted">{t('Loading…')}</p>
      ) : days === null ? (
        <p className="muted">{t('The waitlist needs a connection.')}</p>
      ) : days.length === 0 ? (
        <p className="muted">{t('No one is waiting for a slot.')}</p>
      ) : (
        <DayList days={days} />
      )}
    </section>
  );
}

/** The administrator: each doctor with people waiting, per day. */
export function AdminWaitlistCounts({ counts }: { counts: Counts<WaitlistDoctorCounts[]> }) {
  const t = useT();
  const doctors = useSettled(counts);
  return (
    <section className="card waitlist-counts" aria-labelledby="admin-waitlist-title">
      <h2 id="admin-waitlist-title">{t('Waitlists')}</h2>
      {doctors === undefined ? (
        <p className="muted">{t('Loading…')}</p>
      ) : doctors === null ? (
        <p className="muted">{t('The waitlist needs a connection.')}</p>
      ) : doctors.length === 0 ? (
        <p className="muted">{t('No one is waiting for a slot.')}</p>
      ) : (
        doctors.map((d) => (
          <div key={d.doctorId}>
            <h3>{d.doctorName}</h3>
            <DayList days={d.days} />
          </div>
        ))
      )}
    </section>
  );
}
