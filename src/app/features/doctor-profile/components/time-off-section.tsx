import { useState } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import type { TimeOff } from '#shared/schemas/doctor-profile';
import { addTimeOff, fetchTimeOff, removeTimeOff } from '../api/doctor-profile-api';
import { OutsideHoursReport } from './outside-hours';

export const TIME_OFF_OFFLINE = msg('You are offline. Time off needs a connection.');

// Time off is a pair of calendar dates: read at UTC midnight so no zone moves the day.
const DAY = { timeZone: 'UTC' };

type Props = { timeOff: TimeOff[]; onChange(list: TimeOff[]): void };

/** Time off (leave, Eid): the server holds it and answers 400 with its reason when it refuses. */
export function TimeOffSection({ timeOff, onChange }: Props) {
  const t = useT();
  const f = useFormat();
  const online = useOnline();
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outside, setOutside] = useState<Parameters<typeof OutsideHoursReport>[0]['bookings']>([]);

  async function run(action: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onChange(await fetchTimeOff());
      return true;
    } catch (error) {
      setProblem(errorMessage(error, t(fallback)));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack time-off" aria-labelledby="time-off-heading">
      <h2 id="time-off-heading">{t('Time Off')}</h2>
      {!online && <p role="status">{t(TIME_OFF_OFFLINE)}</p>}
      {timeOff.length === 0 ? (
        <p className="muted">{t('No time off planned')}</p>
      ) : (
        <ul className="stack">
          {timeOff.map((item) => (
            <li key={item._id} className="row">
              <span>
                {t('{start} to {end}', {
                  start: f.date(item.startDate, DAY),
                  end: f.date(item.endDate, DAY),
                })}
                {item.reason ? ` (${item.reason})` : ''}
              </span>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={!online || busy}
                aria-label={t('Delete time off from {start} to {end}', {
                  start: f.date(item.startDate, DAY),
                  end: f.date(item.endDate, DAY),
                })}
                onClick={() =>
                  void run(() => removeTimeOff(item._id), msg('Failed to delete time off'))
                }
              >
                {t('Delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            const answer = await addTimeOff({ startDate, endDate: endDate || startDate, reason });
            setOutside(answer.data.outsideHours ?? []);
            setStart('');
            setEnd('');
            setReason('');
          }, msg('Failed to add time off'));
        }}
      >
        <FormField label={t('Start Date')} required>
          {(c) => (
            <input
              {...c}
              type="date"
              value={startDate}
              onChange={(e) => setStart(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('End Date')}>
          {(c) => (
            <input {...c} type="date" value={endDate} onChange={(e) => setEnd(e.target.value)} />
          )}
        </FormField>
        <FormField label={t('Reason')}>
          {(c) => <input {...c} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
        {problem && (
          <p role="alert" className="field-error">
            {t(problem)}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!online || busy || !startDate}>
          {t('Add Time Off')}
        </button>
      </form>
      <OutsideHoursReport bookings={outside} />
    </section>
  );
}
