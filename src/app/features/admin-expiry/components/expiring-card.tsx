import { Badge, type BadgeTone } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { STATUS_LABEL, TYPE_LABEL } from '#app/lib/labels';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import { timeLeft } from '../expiry-view';

const DATE_ERROR = msg('Date error');
/** ADR 081, Expiry Management: pending yellow, scheduled green, anything else grey. */
const TONE: Record<string, BadgeTone> = { pending: 'warning', scheduled: 'success' };

type Props = { appointment: Appointment; now: number };

/** One appointment about to expire, with ADR 081's fallbacks for every missing field. */
export function ExpiringCard({ appointment: a, now }: Props) {
  const t = useT();
  const format = useFormat();
  const when = (value: string | undefined) => {
    try {
      return t(format.date(value, { pattern: 'MMM d, yyyy, h:mm a' }));
    } catch {
      return t(DATE_ERROR);
    }
  };
  const left = timeLeft(a.endTime, now);
  const status = a.status as AppointmentStatus;
  const typeLabel = a.type ? TYPE_LABEL[a.type] : undefined;
  return (
    <article className="card ae-card" aria-labelledby={`expiring-${a._id}`}>
      <header className="ae-card-head">
        <h3 id={`expiring-${a._id}`}>{a.patient?.name || t('Unknown Patient')}</h3>
        <Badge tone={TONE[a.status] ?? 'neutral'}>
          {STATUS_LABEL[status] ? t(STATUS_LABEL[status]) : a.status}
        </Badge>
      </header>
      <p className="muted">
        {t('with {doctorName}', { doctorName: a.doctor?.name || t('Unknown Doctor') })}
      </p>
      <p className={left.kind === 'expired' ? 'ae-expired' : 'ae-left'}>
        {left.kind === 'expired'
          ? t('Expired')
          : left.kind === 'hours'
            ? t('Expires in {hours}h {minutes}m', {
                hours: format.number(left.hours),
                minutes: format.number(left.minutes),
              })
            : left.kind === 'minutes'
              ? t('Expires in {minutes}m', { minutes: format.number(left.minutes) })
              : t(DATE_ERROR)}
      </p>
      <dl className="ae-facts">
        <dt>{t('Start time')}</dt>
        <dd>{when(a.startTime)}</dd>
        <dt>{t('End time')}</dt>
        <dd>{when(a.endTime)}</dd>
        <dt>{t('Type')}</dt>
        <dd>{typeLabel ? t(typeLabel) : t('General Consultation')}</dd>
        <dt>{t('Patient email')}</dt>
        <dd>{a.patient?.email || t('N/A')}</dd>
        {a.reason && (
          <>
            <dt>{t('Reason')}</dt>
            <dd>{a.reason}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
