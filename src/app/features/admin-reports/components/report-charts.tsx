import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { ReportRange } from '#shared/schemas/admin-reports';
import type { ReportData } from '../api/reports-api';
import { bucketLabel } from '../report-format';
import { ChartCard } from './chart-card';

// Only the pieces these four charts draw (the controllers register with react-chartjs-2's
// typed components): the rest of chart.js stays out of the bundle.
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  LinearScale,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** The teal palette of ADR 081, darkest first (contrast on white). */
const TEAL = ['#134e4a', '#0f766e', '#14b8a6', '#5eead4', '#99f6e4', '#0e7490', '#ccfbf1'];

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function useBaseOptions() {
  const { locale } = useFormat();
  const rtl = locale === 'ur';
  return {
    locale: rtl ? 'ur-PK' : 'en-PK',
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? (false as const) : undefined,
    plugins: {
      legend: { rtl, position: 'bottom' as const },
      tooltip: { rtl },
    },
  };
}

type Props = { data: ReportData; range: ReportRange };

/** ADR 081's four charts: appointments, revenue, specialties and user growth. */
export function ReportCharts({ data, range }: Props) {
  const t = useT();
  const format = useFormat();
  const base = useBaseOptions();
  const label = (date: string) => bucketLabel(date, range, format.locale);
  // Right to left, time runs from the right and the values sit on the right-hand axis. The
  // points are put in reverse order rather than the axis reversed: chart.js leaves no room for
  // the end labels of a reversed axis, and cut the last date off on a phone.
  const rtl = format.locale === 'ur';
  const inOrder = <V,>(values: V[]) => (rtl ? [...values].reverse() : values);
  const y = { beginAtZero: true, position: rtl ? ('right' as const) : ('left' as const) };
  const axes = {
    ...base,
    scales: { y: { ...y, ticks: { precision: 0 } } },
  } satisfies ChartOptions<'line'>;
  const total = t('Total');
  const completed = t('Completed');
  const revenue = t('Revenue');
  const newUsers = t('New Users');
  const dateCol = t('Date');

  return (
    <div className="reports-charts">
      <ChartCard
        id="reports-appointments"
        title={t('Appointments Overview')}
        columns={[dateCol, total, completed]}
        rows={data.appointments.map((p) => [
          label(p.date),
          format.number(p.total),
          format.number(p.completed),
        ])}
      >
        <Line
          role="img"
          aria-label={t('Appointments Overview')}
          options={axes}
          data={{
            labels: inOrder(data.appointments.map((p) => label(p.date))),
            datasets: [
              {
                label: total,
                data: inOrder(data.appointments.map((p) => p.total)),
                borderColor: TEAL[1],
                backgroundColor: TEAL[1],
                cubicInterpolationMode: 'monotone' as const,
              },
              {
                label: completed,
                data: inOrder(data.appointments.map((p) => p.completed)),
                borderColor: TEAL[2],
                backgroundColor: TEAL[2],
                cubicInterpolationMode: 'monotone' as const,
              },
            ],
          }}
        />
      </ChartCard>

      <ChartCard
        id="reports-revenue"
        title={t('Revenue Analysis')}
        columns={[dateCol, revenue]}
        rows={data.revenue.map((p) => [label(p.date), format.money(p.amount)])}
      >
        <Bar
          role="img"
          aria-label={t('Revenue Analysis')}
          options={{
            ...base,
            scales: {
              y: { ...y, ticks: { precision: 0, callback: (v) => format.money(+v) } },
            },
            plugins: {
              ...base.plugins,
              tooltip: {
                ...base.plugins.tooltip,
                callbacks: { label: (item) => format.money(Number(item.raw)) },
              },
            },
          }}
          data={{
            labels: inOrder(data.revenue.map((p) => label(p.date))),
            datasets: [
              {
                label: revenue,
                data: inOrder(data.revenue.map((p) => p.amount)),
                backgroundColor: TEAL[1],
                borderRadius: 4,
              },
            ],
          }}
        />
      </ChartCard>

      <ChartCard
        id="reports-specialties"
        title={t('Specialties Distribution')}
        columns={[t('Specialty'), t('Doctors')]}
        rows={data.specialties.map((s) => [t(s.name), format.number(s.count)])}
        empty={data.specialties.length === 0}
      >
        <Doughnut
          role="img"
          aria-label={t('Specialties Distribution')}
          options={base}
          data={{
            labels: data.specialties.map((s) => t(s.name)),
            datasets: [
              {
                data: data.specialties.map((s) => s.count),
                backgroundColor: data.specialties.map((_, i) => TEAL[i % TEAL.length]),
                borderColor: '#fff',
              },
            ],
          }}
        />
      </ChartCard>

      <ChartCard
        id="reports-users"
        title={t('User Growth')}
        columns={[dateCol, newUsers]}
        rows={data.userGrowth.map((p) => [label(p.date), format.number(p.count)])}
      >
        <Line
          role="img"
          aria-label={t('User Growth')}
          options={axes}
          data={{
            labels: inOrder(data.userGrowth.map((p) => label(p.date))),
            datasets: [
              {
                label: newUsers,
                data: inOrder(data.userGrowth.map((p) => p.count)),
                borderColor: TEAL[0],
                backgroundColor: TEAL[0],
                cubicInterpolationMode: 'monotone' as const,
              },
            ],
          }}
        />
      </ChartCard>
    </div>
  );
}
