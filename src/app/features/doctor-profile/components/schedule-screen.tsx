import { type ReactNode, useEffect, useMemo, useState } from 'react';
import '../doctor-profile.css';
import { practiceName } from '#app/components/practices/labels';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { Tabs } from '#app/components/ui/tabs';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { onUnauthorized } from '#app/lib/unauthorized';
import { useOnline } from '#app/lib/use-online';
import { useMirrorAppointments } from '#app/offline/collections/appointments';
import { putTimeOff, useDoctorProfile } from '#app/offline/collections/schedule';
import { syncEngine } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { useUserId } from '#app/offline/use-user-id';
import { inRanges } from '#shared/domain/availability';
import { clinicDateOf, clinicToday } from '#shared/domain/clinic-time';
import type { TimeOff } from '#shared/schemas/doctor-profile';
import { allSlots, practicesOn, schedulePractices } from '../practice-days';
import { slotTimes, weekdayOf } from '../schedule-grid';
import { useSlotCells } from '../schedule-slots';
import { ACCESS_DENIED, AUTH_FAILED, loadProblem, ScheduleProblem } from './schedule-problem';
import { type Booked, DayPanel, MonthView, PracticeLegend, WeekView } from './schedule-views';
import { TimeOffSection } from './time-off-section';

type View = 'week' | 'month' | 'slots';
const VIEWS = [
  { id: 'week', label: msg('Week') },
  { id: 'month', label: msg('Month') },
  { id: 'slots', label: msg('Slots') },
] as const;

/**
 * /doctor/schedule (ADR 080): availability and bookings from the mirror, in clinic time; the
 * route's own parts (the waitlist) come last, inside the page's margins.
 */
export function ScheduleScreen({ children }: { children?: ReactNode }) {
  const t = useT();
  const f = useFormat();
  const zone = useClinicTimeZone();
  const online = useOnline();
  const status = useSyncStatus('schedule');
  const profile = useDoctorProfile();
  const userId = useUserId();
  const role = useSession((s) => s.user?.role ?? null);
  const [view, setView] = useState<View>('week');
  const [selected, setSelected] = useState(() => clinicToday(new Date(), zone));
  // Mirrored with the profile (the `schedule` row), so closed days show offline too.
  const timeOff = profile?.timeOff ?? [];
  const slots = useSlotCells(profile?.availability, timeOff);
  const retry = () => void syncEngine.refresh('schedule');
  useEffect(() => {
    void syncEngine.refresh('schedule');
    // The session ends on a 401 and the app leaves for sign-in: say why on the way.
    return onUnauthorized(() => toast.error(t(AUTH_FAILED)));
  }, [t]);
  const setTimeOff = (list: TimeOff[]) => {
    if (userId) void putTimeOff(userId, list);
  };
  const rows = useMirrorAppointments();

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

  const heading = <h1>{t('Manage Schedule')}</h1>;
  if (role !== null && role !== 'doctor') {
    return (
      <section className="page doctor-schedule stack">
        {heading}
        <ScheduleProblem text={ACCESS_DENIED} />
      </section>
    );
  }
  if (profile === undefined || profile === null) {
    // With no copy on the device, a failed load leaves only the failure to show.
    const failed = profile === null && status.lastError !== null && !status.refreshing;
    return (
      <section className="page doctor-schedule stack">
        {heading}
        {failed ? (
          <ScheduleProblem {...loadProblem(status)} onRetry={retry} />
        ) : (
          <Skeleton label={t('Loading…')} />
        )}
        {children}
      </section>
    );
  }
  // ADR 114: with practices, every practice's slots, each named; before them, the one timetable.
  const practices = schedulePractices(profile).map((p) => ({ ...p, name: practiceName(p, t) }));
  const practicesOf = (date: string) =>
    inRanges(date, timeOff) ? [] : practicesOn(practices, weekdayOf(date));
  const slotsOf = (date: string) =>
    inRanges(date, timeOff)
      ? []
      : practices.length
        ? allSlots(practicesOf(date))
        : slotTimes(profile.availability?.[weekdayOf(date)]);
  const day = {
    practices,
    practicesOf,
    slotsOf,
    bookedOf: (date: string) => booked.get(date) ?? [],
    ...slots,
  };
  const today = clinicToday(new Date(), zone);

  return (
    <section className="page doctor-schedule stack">
      {heading}
      <LastSynced status={status} online={online} onRetry={retry} />
      <label>
        {t('Select date')}
        <input
          type="date"
          value={selected}
          onChange={(e) => e.target.value && setSelected(e.target.value)}
        />
      </label>
      <p>{f.date(selected, { timeZone: 'UTC' })}</p>
      <PracticeLegend practices={practices} />
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
      {children}
    </section>
  );
}
