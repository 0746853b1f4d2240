import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { useNow } from '#app/hooks/use-now';
import { useT } from '#app/lib/i18n';
import { useLastScreen } from '#app/lib/last-screen';
import { useOnline } from '#app/lib/use-online';
import { useMirrorAppointments } from '#app/offline/collections/appointments';
import { useUnreadCount } from '#app/offline/collections/notifications';
import { syncEngine } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { type HomeAppointment, recentDoctors, upcomingAppointments } from '../home-lists';
import { NextPassCard } from './next-pass-card';
import { QuickLinks } from './quick-links';
import { RecentDoctors } from './recent-doctors';
import { UpcomingList } from './upcoming-list';
import '../dashboard.css';

/**
 * Patient dashboard (ADR 076), from the device's mirror so it opens offline (ADR 006). A failed
 * appointments fetch leaves the mirror as it was (empty on a first visit): the lists are empty.
 */
export function DashboardScreen() {
  const t = useT();
  const rows = useMirrorAppointments() as HomeAppointment[] | undefined;
  const status = useSyncStatus('appointments');
  const unread = useUnreadCount();
  const online = useOnline();
  const now = useNow();
  // ADR 120: saved for the next start once its rows are read from the device.
  useLastScreen(rows !== undefined, status.lastSyncedAt);

  useEffect(() => {
    void syncEngine.refresh('appointments').catch(() => undefined);
  }, []);

  const upcoming = upcomingAppointments(rows ?? [], now);
  const doctors = recentDoctors(rows ?? []);

  return (
    <section className="page dash-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('Patient Dashboard')}</h1>
      <LastSynced status={status} online={online} />
      <QuickLinks />
      <div className="dash-grid">
        <Link to="/patient/notifications" className="card dash-unread">
          <span className="dash-unread-count">{unread}</span>{' '}
          <span>{t('Unread notifications')}</span>
        </Link>
        {upcoming[0] && <NextPassCard appointment={upcoming[0]} />}
      </div>
      {rows === undefined ? (
        <Skeleton label={t('Loading appointments…')} lines={4} />
      ) : (
        <div className="dash-grid">
          <UpcomingList appointments={upcoming} />
          <RecentDoctors doctors={doctors} />
        </div>
      )}
    </section>
  );
}
