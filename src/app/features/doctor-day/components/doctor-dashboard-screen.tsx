import { Link } from '@tanstack/react-router';
import { Suspense, use, useEffect } from 'react';
import { JoinCallLink } from '#app/components/appointments/join-call-link';
import { Avatar } from '#app/components/ui/avatar';
import { LastSynced } from '#app/components/ui/last-synced';
import { type LinkButton, LinkButtons } from '#app/components/ui/link-buttons';
import { Badge } from '#app/components/ui/status-badge';
import { useNotificationText } from '#app/hooks/use-notification-text';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { TYPE_LABEL } from '#app/lib/labels';
import { useLastScreen } from '#app/lib/last-screen';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { useOnline } from '#app/lib/use-online';
import { useMirrorAppointments } from '#app/offline/collections/appointments';
import { useDoctorProfile } from '#app/offline/collections/schedule';
import { syncEngine } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { clinicToday } from '#shared/domain/clinic-time';
import type { DashboardStats } from '../api/dashboard-api';
import { appointmentPatient, UNKNOWN_PATIENT } from '../appointment-patient';
import { countsFromMirror, todaysAppointments } from '../dashboard-counts';
import { type DoctorAppointment, useRecentNotifications } from '../hooks/use-doctor-day';
import { groupByPractice, rowPractice } from '../practice-groups';
import { PracticeDay } from './practice-day';
import '../doctor-day.css';

export const DASHBOARD_FAILED = msg('Failed to load dashboard data');
/** ADR 079: the dashboard shows 5 notifications. */
const RECENT_NOTIFICATIONS = 5;

const QUICK_ACTIONS: readonly LinkButton[] = [
  { to: '/doctor/schedule', label: msg('Manage Schedule'), tone: 'light' },
  { to: '/doctor/patients', label: msg('View Patients'), tone: 'light' },
  { to: '/doctor/profile', label: msg('Edit Profile'), tone: 'light' },
  { to: '/doctor/reviews', label: msg('Patient Reviews'), tone: 'light' },
];

type Props = { stats: Promise<DashboardStats | null> };

/** The doctor's dashboard (ADR 080), from the mirror so it opens offline (ADR 006). */
export function DoctorDashboardScreen({ stats }: Props) {
  const t = useT();
  const rows = useMirrorAppointments();
  const status = useSyncStatus('appointments');
  const online = useOnline();
  const timeZone = useClinicTimeZone();
  const { recent, unread } = useRecentNotifications(RECENT_NOTIFICATIONS);
  const text = useNotificationText();
  // ADR 120: saved for the next start once its rows are read from the device.
  useLastScreen(rows !== undefined, status.lastSyncedAt);

  useEffect(() => {
    void syncEngine.refresh('appointments');
    void syncEngine.refresh('notifications');
  }, []);

  const retry = () => void syncEngine.refresh('appointments');
  const list = rows ?? [];
  const now = new Date();
  const mirrored = countsFromMirror(list, now, timeZone);
  const today = todaysAppointments(list, now, timeZone);
  // ADR 114: grouped by practice, from the device's copies, so the same offline.
  const profile = useDoctorProfile();
  const groups = groupByPractice(today, profile, clinicToday(now, timeZone), timeZone);
  const byPractice = groups.some((g) => g.name);

  return (
    <section className="page" aria-labelledby="doctor-dashboard-title">
      <h1 id="doctor-dashboard-title">{t('Doctor Dashboard')}</h1>
      <LastSynced status={status} online={online} onRetry={retry} />
      <Suspense fallback={<StatCards stats={mirrored} />}>
        <ServerStats stats={stats} fallback={mirrored} online={online} />
      </Suspense>

      <section className="card doctor-day-section" aria-labelledby="doctor-today-title">
        <div className="doctor-day-section-head">
          <h2 id="doctor-today-title">{t("Today's Schedule")}</h2>
          <Link to="/doctor/appointments">{t('View All')}</Link>
        </div>
        {rows === undefined ? null : today.length === 0 ? (
          <p className="muted">{t('No appointments scheduled for today.')}</p>
        ) : byPractice ? (
          groups.map((g, i) => (
            <PracticeDay key={g.key} group={g} index={i}>
              {g.rows.map((a) => (
                <TodayRow key={a._id} a={a} timeZone={timeZone} />
              ))}
            </PracticeDay>
          ))
        ) : (
          <ul className="doctor-day-list">
            {today.map((a) => (
              <TodayRow key={a._id} a={a} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>

      <section className="card doctor-day-section" aria-labelledby="doctor-notes-title">
        <div className="doctor-day-section-head">
          <h2 id="doctor-notes-title">
            {t('Recent Notifications')}{' '}
            {unread > 0 && <span className="badge">{t('{count} new', { count: unread })}</span>}
          </h2>
          <Link to="/doctor/notifications">{t('View All')}</Link>
        </div>
        {recent.length === 0 ? (
          <p className="muted">{t('No notifications yet')}</p>
        ) : (
          <ul className="doctor-day-list">
            {recent.map((n) => (
              <li key={n._id} className="doctor-day-row">
                <div className="doctor-day-row-main">
                  <strong>{text(n).title}</strong>
                  <p className="muted">{text(n).message}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card doctor-day-section" aria-labelledby="doctor-quick-title">
        <h2 id="doctor-quick-title">{t('Quick Actions')}</h2>
        <LinkButtons
          className="doctor-quick"
          navLabelledBy="doctor-quick-title"
          links={[
            ...QUICK_ACTIONS,
            {
              to: '/doctor/notifications',
              label: msg('Notifications'),
              tone: 'light',
              badge: unread > 0 && <span className="badge">{unread}</span>,
            },
          ]}
        />
      </section>
    </section>
  );
}

function ServerStats({
  stats,
  fallback,
  online,
}: Props & { fallback: DashboardStats; online: boolean }) {
  const t = useT();
  const answer = use(stats);
  return (
    <>
      {!answer && online && (
        <p className="banner banner-error" role="alert">
          {t(DASHBOARD_FAILED)}
        </p>
      )}
      <StatCards stats={answer ?? fallback} />
    </>
  );
}

function StatCards({ stats }: { stats: DashboardStats }) {
  const t = useT();
  const format = useFormat();
  const cards = [
    [msg("Today's Appointments"), format.number(stats.todayAppointments)],
    [msg('Total Patients'), format.number(stats.totalPatients)],
    [msg('Upcoming Appointments'), format.number(stats.upcomingAppointments)],
    [
      msg('Average Rating'),
      t('{rating} / 5', { rating: (Math.round(stats.averageRating * 10) / 10).toFixed(1) }),
    ],
  ] as const;
  return (
    <dl className="doctor-stats">
      {cards.map(([label, value]) => (
        <div key={label} className="card doctor-stat">
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TodayRow({ a, timeZone }: { a: DoctorAppointment; timeZone: string }) {
  const t = useT();
  const format = useFormat();
  const { name, avatar } = appointmentPatient(a);
  return (
    <li className="doctor-day-row">
      {/* ADR 080: the initial letter, P when there is no name. */}
      <Avatar name={name || 'P'} url={avatar} size={40} />
      <div className="doctor-day-row-main">
        <strong>{name || t(UNKNOWN_PATIENT)}</strong>
        <p className="muted">
          {t((a.type && TYPE_LABEL[a.type]) || TYPE_LABEL.consultation)} ·{' '}
          {format.time(a.startTime, { timeZone })}
        </p>
      </div>
      {rowPractice(a)?.kind === 'video' && <Badge tone="info">{t('Video')}</Badge>}
      <JoinCallLink appointment={a} name={name || t(UNKNOWN_PATIENT)} />
      {a.status === 'scheduled' ? (
        <Badge tone="success">{t('Confirmed')}</Badge>
      ) : (
        <Badge tone="warning">{t('Pending')}</Badge>
      )}
    </li>
  );
}
