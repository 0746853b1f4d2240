import { useEffect, useState } from 'react';
import { Tabs, tabPanelId } from '#app/components/ui/tabs';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { runQueued } from '#app/lib/run-queued';
import { refreshCollection, usePendingIds, useSyncStatus } from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import type { Slot } from '#shared/schemas/booking';
import type { ListedAppointment } from '../api/appointments-api';
import {
  CANCEL_KIND,
  type CancelPayload,
  RESCHEDULE_KIND,
  type ReschedulePayload,
  registerAppointmentSync,
} from '../api/appointments-sync';
import type { RescheduleSlots } from '../api/reschedule-slots';
import { useMirroredAppointments, useNow, useReviewedIds } from '../hooks/use-appointments';
import { inTab, TABS, type TabId, tabOf } from '../tabs';
import { AppointmentCard } from './appointment-card';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { SyncNotice } from './sync-notice';
import '../appointments.css';
import { msg, useT } from '#app/lib/i18n';

registerAppointmentSync();

export const CANCEL_MESSAGES = {
  success: msg('Appointment cancelled successfully!'),
  failure: msg('Failed to cancel appointment'),
};
export const RESCHEDULE_MESSAGES = {
  success: msg('Appointment rescheduled successfully!'),
  failure: msg('Failed to reschedule appointment'),
};

const TABS_ID = 'appointments';

type Dialog = { kind: 'cancel'; appointment: ListedAppointment } | null;

/** The appointment being moved, as the route's URL and loader give it. */
export type Rescheduling = { id: string; date: string; slots: Promise<RescheduleSlots> | null };

type Props = {
  tab: TabId;
  onTabChange(tab: TabId): void;
  rescheduling: Rescheduling | null;
  /** Opens (with an id), changes the day of, or closes (null) the Reschedule dialog. */
  onReschedulingChange(next: { id: string; date: string } | null): void;
  onReloadSlots(): void;
};

/**
 * My Appointments (section 2.19), read from the on-device mirror so it works offline (D6); the
 * free slots for a reschedule are server data, loaded by the route.
 */
export function AppointmentsScreen({
  tab,
  onTabChange,
  rescheduling,
  onReschedulingChange,
  onReloadSlots,
}: Props) {
  const t = useT();
  const rows = useMirroredAppointments();
  const status = useSyncStatus('appointments');
  const waiting = usePendingIds();
  const reviewed = useReviewedIds();
  const online = useOnline();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  const timeZone = useClinicTimeZone();

  // Opening the screen asks for fresh data; the engine also refreshes every 5 minutes.
  useEffect(() => {
    void refreshCollection('appointments');
  }, []);

  const list = rows ?? [];
  const counts = Object.fromEntries(
    TABS.map((t) => [t.id, list.filter((a) => tabOf(a, now) === t.id).length]),
  ) as Record<TabId, number>;
  const shown = inTab(list, tab, now);
  const loading =
    rows === undefined || (list.length === 0 && status.lastSyncedAt === null && !status.lastError);
  const close = () => setDialog(null);
  const moving = rescheduling ? list.find((a) => a._id === rescheduling.id) : undefined;
  const closeReschedule = () => onReschedulingChange(null);
  const focusPanel = () => document.getElementById(tabPanelId(TABS_ID, tab));

  const named = (a: ListedAppointment) => ({
    id: a._id,
    doctorName: a.doctor?.name ?? 'your doctor',
    previousStart: a.startTime,
  });

  async function cancel(reason: string) {
    if (!dialog) return;
    const payload: CancelPayload = { ...named(dialog.appointment), reason };
    await runQueued(CANCEL_KIND, payload, CANCEL_MESSAGES);
    close();
  }

  async function reschedule(slot: Slot) {
    if (!moving) return;
    const payload: ReschedulePayload = {
      ...named(moving),
      startTime: slot.start,
      endTime: slot.end,
    };
    await runQueued(RESCHEDULE_KIND, payload, RESCHEDULE_MESSAGES);
    closeReschedule();
  }

  const empty = TABS.find((t) => t.id === tab)?.empty ?? msg('No appointments');

  return (
    <section className="page appt-page" aria-labelledby="appointments-title">
      <h1 id="appointments-title">{t('My Appointments')}</h1>
      <SyncNotice
        status={status}
        hasRows={list.length > 0}
        online={online}
        onRetry={() => void refreshCollection('appointments')}
      />
      <Tabs
        label={t('Appointments')}
        idBase={TABS_ID}
        tabs={TABS.map((item) => ({
          id: item.id,
          label: (
            <>
              {t(item.label)}
              <span className="appt-tab-count">{counts[item.id]}</span>
            </>
          ),
        }))}
        selected={tab}
        onSelect={onTabChange}
      >
        {loading && !status.lastError ? (
          <p className="muted" role="status">
            {t('Loading appointments…')}
          </p>
        ) : shown.length === 0 ? (
          <p className="appt-empty muted">{t(empty)}</p>
        ) : (
          <ul className="appt-list">
            {shown.map((a) => (
              <li key={a._id}>
                <AppointmentCard
                  appointment={a}
                  waiting={waiting.has(a._id)}
                  reviewed={reviewed.has(a._id)}
                  past={a.status === 'scheduled' && tabOf(a, now) === 'completed'}
                  timeZone={timeZone}
                  onCancel={(appointment) => setDialog({ kind: 'cancel', appointment })}
                  onReschedule={(appointment) =>
                    onReschedulingChange({ id: appointment._id, date: '' })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          appointment={dialog.appointment}
          timeZone={timeZone}
          onClose={close}
          onConfirm={cancel}
          fallbackFocus={focusPanel}
        />
      )}
      {rescheduling && moving && (
        <RescheduleDialog
          appointment={moving}
          date={rescheduling.date}
          slots={rescheduling.slots}
          onDateChange={(date) => onReschedulingChange({ id: rescheduling.id, date })}
          onReloadSlots={onReloadSlots}
          timeZone={timeZone}
          onClose={closeReschedule}
          onConfirm={reschedule}
          fallbackFocus={focusPanel}
        />
      )}
    </section>
  );
}
