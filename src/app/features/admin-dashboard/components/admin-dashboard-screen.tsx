import { Link } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { LoadFailedLine } from '#app/components/ui/load-failed';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { Activity, AdminStats } from '#shared/schemas/admin-dashboard';
import type { AdminDashboard } from '../api/admin-dashboard-api';
import { ActivityIcon } from './activity-icon';
import '../admin-dashboard.css';

/** A quick action another feature adds (its label a catalog id); the route composes them. */
export type QuickAction = {
  to: string;
  label: string;
  /** A count shown beside the label when above 0 (e.g. failed messages). */
  count?: number;
};

type Props = { data: AdminDashboard; onRetry(): void; moreActions?: readonly QuickAction[] };

/** ADR 081, /admin/dashboard: six figures, the latest activities and the ways onward. */
export function AdminDashboardScreen({ data, onRetry, moreActions = [] }: Props) {
  const t = useT();
  return (
    <section className="page" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{t('Admin Dashboard')}</h1>
      {data.ok ? (
        <>
          <StatCards stats={data.stats} />
          <div className="ad-columns">
            <RecentActivities activities={data.activities} />
            <QuickActions more={moreActions} />
          </div>
        </>
      ) : (
        <LoadFailedLine message={data.message} onRetry={onRetry} />
      )}
    </section>
  );
}

function StatCards({ stats }: { stats: AdminStats }) {
  const t = useT();
  const format = useFormat();
  const cards = [
    [msg('Total Users'), format.number(stats.totalUsers)],
    [msg('Total Doctors'), format.number(stats.totalDoctors)],
    [msg('Pending Verifications'), format.number(stats.pendingVerifications)],
    [msg('Total Appointments'), format.number(stats.totalAppointments)],
    [msg('Active Users'), format.number(stats.activeUsers)],
    [msg('System Health'), t('{value}%', { value: format.number(stats.systemHealth) })],
  ] as const;
  return (
    <dl className="ad-stats">
      {cards.map(([label, value]) => (
        <div key={label} className="card ad-stat">
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentActivities({ activities }: { activities: Activity[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="card ad-section" aria-labelledby="admin-activities-title">
      <div className="ad-section-head">
        <h2 id="admin-activities-title">{t('Recent Activities')}</h2>
        <Link to="/admin/logs">{t('View all logs')}</Link>
      </div>
      {activities.length === 0 ? (
        <EmptyState title={t('No recent activities')} />
      ) : (
        <ul className="ad-activities">
          {activities.map((a) => (
            <li key={a.id} className="ad-activity">
              <ActivityIcon type={a.iconType} />
              <div className="ad-activity-main">
                <strong>{t(a.title)}</strong>
                {a.description && <p className="muted ad-activity-text">{a.description}</p>}
              </div>
              <time className="muted ad-activity-time" dateTime={a.time}>
                {format.date(a.time, { pattern: 'MMM d, yyyy, h:mm a' })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const QUICK_ACTIONS = [
  { to: '/admin/users', label: msg('Manage Users') },
  { to: '/admin/doctors', label: msg('Verify Doctors') },
  { to: '/admin/reports', label: msg('View Reports') },
  { to: '/admin/appointments', label: msg('View Appointments') },
  { to: '/admin/logs', label: msg('View Audit Logs') },
  { to: '/admin/expiry', label: msg('Expiry Management') },
] as const;

function QuickActions({ more }: { more: readonly QuickAction[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="card ad-section" aria-labelledby="admin-quick-title">
      <h2 id="admin-quick-title">{t('Quick Actions')}</h2>
      <nav className="ad-quick" aria-labelledby="admin-quick-title">
        {[...QUICK_ACTIONS, ...more].map((action: QuickAction) => (
          <Link key={action.to} className="btn btn-light" to={action.to}>
            {t(action.label)}
            {action.count ? (
              <>
                {' '}
                <span className="ui-badge ad-quick-count">{format.number(action.count)}</span>
              </>
            ) : null}
          </Link>
        ))}
      </nav>
    </section>
  );
}
