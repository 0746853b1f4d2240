import { Await } from '@tanstack/react-router';
import { Select } from '#app/components/ui/select';
import { Skeleton } from '#app/components/ui/skeleton';
import { useT } from '#app/lib/i18n';
import { REPORT_RANGES, type ReportRange } from '#shared/schemas/admin-reports';
import type { ReportResult } from '../api/reports-api';
import { RANGE_OPTIONS } from '../report-format';
import { ReportCharts } from './report-charts';
import { SummaryCards } from './summary-cards';
import '../admin-reports.css';

type Props = {
  range: ReportRange;
  reports: Promise<ReportResult>;
  onRangeChange(range: ReportRange): void;
  onRetry(): void;
};

/** /admin/reports (ADR 081): the range, four summary cards and four charts from real data. */
export function ReportsScreen({ range, reports, onRangeChange, onRetry }: Props) {
  const t = useT();
  return (
    <section className="page reports" aria-labelledby="reports-title">
      <div className="reports-head">
        <h1 id="reports-title">{t('Reports & Analytics')}</h1>
        <div className="reports-range">
          <Select
            label={t('Date range')}
            name="range"
            value={range}
            options={RANGE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
            onChange={(value) => {
              const next = REPORT_RANGES.find((r) => r === value);
              if (next) onRangeChange(next);
            }}
          />
        </div>
      </div>
      <div aria-live="polite">
        <Await key={range} promise={reports} fallback={<ReportsSkeleton />}>
          {(result) =>
            'error' in result ? (
              <div className="banner banner-error reports-error" role="alert">
                <span>{t(result.error)}</span>
                <button type="button" className="btn btn-light" onClick={onRetry}>
                  {t('Retry')}
                </button>
              </div>
            ) : (
              <>
                <SummaryCards summary={result.data.summary} />
                <ReportCharts data={result.data} range={range} />
              </>
            )
          }
        </Await>
      </div>
    </section>
  );
}

export function ReportsSkeleton() {
  const t = useT();
  return (
    <div className="reports-skeleton">
      <Skeleton label={t('Loading reports')} lines={2} />
      <div className="reports-charts" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card reports-chart reports-chart-placeholder" />
        ))}
      </div>
    </div>
  );
}
