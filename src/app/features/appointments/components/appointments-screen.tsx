import { type ReactNode, Suspense, useState } from 'react';
import {
  AppointmentCalendar,
  type CalendarRouteProps,
} from '#app/components/appointments/appointment-calendar';
import { tabPanelId } from '#app/components/ui/tabs';
import { useAppointmentCalendar } from '#app/hooks/use-appointment-calendar';
import { msg, useT } from '#app/lib/i18n';
import { useLastScreen } from '#app/lib/last-screen';
import { lazyNamed } from '#app/lib/lazy-named';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { holdOnDevice } from '#app/offline/collections/appointments';
import { useReviewedIds } from '#app/offline/collections/reviews';
import { runQueued } from '#app/offline/run-queued';
import type { SyncKind } from '#app/offline/types';
import { tabOf } from '#shared/domain/appointment-tabs';
import type { Slot } from '#shared/schemas/booking';
import {
  type CancelPayload,
  cancelKind,
  type ReschedulePayload,
  rescheduleKind,
} from '../api/appointment-kinds';
import type { ListedAppointment } from '../api/appointments-api';
import type { RescheduleSlots } from '../api/reschedule-slots';
import { AppointmentCard } from './appointment-card';
import '../appointments.css';

export const CANCEL_MESSAGES = {
  success: msg('Appointment cancelled successfully!'),
  failure: msg('Failed to cancel appointment'),
};
export const RESCHEDULE_MESSAGES = {
  success: msg('Appointment rescheduled successfully!'),
  failure: msg('Failed to reschedule appointment'),
};

const TABS_ID = 'appointments';

// Loaded when one opens, not with the list (ADR 127); the service worker holds them offline.
const CancelDialog = lazyNamed(() => import('./cancel-dialog'), 'CancelDialog');
const RescheduleDialog = lazyNamed(() => import('./reschedule-dialog'), 'RescheduleDialog');

/** The appointment being moved, as the route's URL and loader give it. */
export type Rescheduling = { id: string; date: string; slots: Promise<RescheduleSlots> | null };

type Props = CalendarRouteProps & {
  rescheduling: Rescheduling | null;
  /** Opens (with an id), changes the day of, or closes (null) the Reschedule dialog. */
  onReschedulingChange(next: { id: string; date: string } | null): void;
  onReloadSlots(): void;
  /** More for each card, handed in by the route (a completed visit's summary). */
  renderExtra?(appointment: ListedAppointment): ReactNode;
};

/**
 * My Appointments (ADR 076): the patient's whole list from the server, or the device
 * copy offline (ADR 006); the free slots for a reschedule are server data, loaded by the route.
 */
export function AppointmentsScreen({
  rescheduling,
  onReschedulingChange,
  onReloadSlots,
  renderExtra,
  ...route
}: Props) {
  const t = useT();
  const calendar = useAppointmentCalendar<ListedAppointment>({ role: 'patient', ...route });
  // ADR 120: saved for the next start once its rows show.
  useLastScreen(!calendar.loading, calendar.status.lastSyncedAt);
  const reviewed = useReviewedIds();
  const [cancelling, setCancelling] = useState<ListedAppointment | null>(null);
  const timeZone = useClinicTimeZone();

  const moving = rescheduling ? calendar.find(rescheduling.id) : undefined;
  const closeReschedule = () => onReschedulingChange(null);
  const focusPanel = () => document.getElementById(tabPanelId(TABS_ID, route.tab));

  async function queue<P>(
    kind: SyncKind<P, never>,
    a: ListedAppointment,
    payload: P,
    messages: typeof CANCEL_MESSAGES,
  ) {
    await runQueued(kind, payload, messages, holdOnDevice(a));
  }

  const named = (a: ListedAppointment) => ({
    id: a._id,
    doctorName: a.doctor?.name ?? 'your doctor',
    previousStart: a.startTime,
  });

  async function cancel(reason: string) {
    if (!cancelling) return;
    const payload: CancelPayload = { ...named(cancelling), reason };
    await queue(cancelKind, cancelling, payload, CANCEL_MESSAGES);
    setCancelling(null);
  }

  async function reschedule(slot: Slot) {
    if (!moving) return;
    const payload: ReschedulePayload = {
      ...named(moving),
      startTime: slot.start,
      endTime: slot.end,
    };
    await queue(rescheduleKind, moving, payload, RESCHEDULE_MESSAGES);
    closeReschedule();
  }

  return (
    <AppointmentCalendar
      {...route}
      calendar={calendar}
      title={t('My Appointments')}
      idBase={TABS_ID}
      renderCard={(a) => (
        <AppointmentCard
          appointment={a}
          waiting={calendar.waiting.has(a._id)}
          reviewed={reviewed.has(a._id)}
          past={a.status === 'scheduled' && tabOf(a, calendar.now, 'patient') === 'completed'}
          timeZone={timeZone}
          onCancel={setCancelling}
          onReschedule={(appointment) => onReschedulingChange({ id: appointment._id, date: '' })}
        >
          {renderExtra?.(a)}
        </AppointmentCard>
      )}
    >
      <Suspense fallback={null}>
        {cancelling && (
          <CancelDialog
            appointment={cancelling}
            timeZone={timeZone}
            onClose={() => setCancelling(null)}
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
      </Suspense>
    </AppointmentCalendar>
  );
}
