import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import '../doctor-profile.css';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { Tabs } from '#app/components/ui/tabs';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { localDb } from '#app/lib/local-db';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { refreshCollection, useSyncStatus } from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import { useSession } from '#app/stores/session';
import { inRanges } from '#shared/domain/availability';
import { clinicDateOf, clinicToday } from '#shared/domain/clinic-time';
import type { TimeOff } from '#shared/schemas/doctor-profile';
import { useDoctorProfile } from '../hooks';
import { slotTimes, weekdayOf } from '../schedule-grid';
import { type Booked, DayPanel, MonthView, WeekView } from './schedule-views';
import { TimeOffSection } from './time-off-section';

type View = 'week' | 'month' | 'slots';
const VIEWS = [
  { id: 'week', label: msg('Week') },
  { id: 'month', label: msg('Month') },
  { id: 'slots', label: msg('Slots') },
] as const;

/** /doctor/schedule (section 2): availability and bookings from the mirror, in clinic time. */
export function ScheduleScreen() {
  const t = useT();
  const f = useFormat();
  const zone = useClinicTimeZone();
  const online = useOnline();
  const status = useSyncStatus('schedule');
  const profile = useDoctorProfile();
  const userId = useSession((s) => s.user?._id ?? null);
  const [view, setView] = useState<View>('week');
  const [selected, setSelected] = useState(() => clinicToday(new Date(), zone));
  // Mirrored with the profile (the `schedule` row), so closed days show offline too.
  const timeOff = profile?.timeOff ?? [];
  const setTimeOff = (list: TimeOff[]) => {
    if (userId) void localDb.schedule.update(userId, { timeOff: list });
  };
  const rows = useLiveQuery(
    () => (userId ? localDb.appointments.where('userId').equals(userId).toArray() : []),
    [userId],
  );

  const booked = useMemo(() => {
    const byDate = new Map<string, Booked[]>();
    for (const a of rows ?? []) {
      if (a.status === 'cancelled' || typeof a.startTime !== 'string') continue;
      const date = clinicDateOf(a.startTime, zone);
      if (!date) continue;
      const patient = (a.patient as { name?: string } | undefined)?.name ?? t('Unknown Patient');
      const list = byDate.get(date) ?? [];
      list.push({ id: String(a._id), startTime: a.startTime, patient });
      byDate.set(date, list);
    }
    return byDate;
  }, [rows, zone, t]);

  if (profile === undefined) return <Skeleton label={t('Loading…')} />;
  const slotsOf = (date: string) =>
    inRanges(date, timeOff) ? [] : slotTimes(profile?.availability?.[weekdayOf(date)]);
  const day = { slotsOf, bookedOf: (date: string) => booked.get(date) ?? [] };
  const today = clinicToday(new Date(), zone);

  return (
    <section className="doctor-schedule stack">
      <h1>{t('Manage Schedule')}</h1>
      <LastSynced
        status={status}
        online={online}
        onRetry={() => void refreshCollection('schedule')}
      />
      <label>
        {t('Select date')}
        <input
          type="date"
          value={selected}
          onChange={(e) => e.target.value && setSelected(e.target.value)}
        />
      </label>
      <p>{f.date(selected, { timeZone: 'UTC' })}</p>
      <Tabs<View>
        label={t('Schedule view')}
        tabs={VIEWS.map((v) => ({ ...v, label: t(v.label) }))}
        selected={view}
        onSelect={setView}
      >
        {view === 'week' && (
          <WeekView selected={selected} today={today} onSelect={setSelected} {...day} />
        )}
        {view === 'month' && (
          <MonthView selected={selected} today={today} onSelect={setSelected} {...day} />
        )}
        {view === 'slots' && <DayPanel date={selected} {...day} />}
      </Tabs>
      <TimeOffSection timeOff={timeOff} onChange={setTimeOff} />
    </section>
  );
}
