import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { ReportSummary, SummaryFigure } from '#shared/schemas/admin-reports';
import { percentLabel } from '../report-format';

const CARDS = [
  ['totalAppointments', msg('Total Appointments')],
  ['totalRevenue', msg('Total Revenue')],
  ['activeDoctors', msg('Active Doctors')],
  ['newUsers', msg('New Users')],
] as const;

/** ADR 081's four cards; each change is against the previous period of the same length. */
export function SummaryCards({ summary }: { summary: ReportSummary }) {
  const t = useT();
  const format = useFormat();
  return (
    <dl className="reports-cards">
      {CARDS.map(([key, label]) => {
        const figure = summary[key];
        return (
          <div key={key} className="card reports-card">
            <dt>{t(label)}</dt>
            <dd className="reports-card-value">
              {key === 'totalRevenue' ? format.money(figure.value) : format.number(figure.value)}
            </dd>
            <dd>
              <Change figure={figure} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Change({ figure: { change } }: { figure: SummaryFigure }) {
  const t = useT();
  const { locale } = useFormat();
  if (change === null) {
    return <span className="reports-change">{t('No figures for the previous period')}</span>;
  }
  if (change === 0) {
    return <span className="reports-change">{t('No change from the previous period')}</span>;
  }
  const up = change > 0;
  const value = percentLabel(change, locale);
  return (
    <span className={`reports-change ${up ? 'reports-change-up' : 'reports-change-down'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>{' '}
      {up
        ? t('Up {change} from the previous period', { change: value })
        : t('Down {change} from the previous period', { change: value })}
    </span>
  );
}
