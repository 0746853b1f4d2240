import { type ReactNode, Suspense, useState } from 'react';
import {
  AppointmentCalendar,
  type CalendarRouteProps,
} from '#app/components/appointments/appointment-calendar';
import { tabPanelId } from '#app/components/ui/tabs';
import { useAppointmentCalendar } from '#app/hooks/use-appointment-calendar';
import { useNow } from '#app/hooks/use-now';
import { msg, useT } from '#app/lib/i18n';
import { useLastScreen } from '#app/lib/last-screen';
import { lazyNamed } from '#app/lib/lazy-named';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { toast } from '#app/lib/toasts';
import { holdOnDevice } from '#app/offline/collections/appointments';
import { syncEngine, useSyncProblems } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import {
  type DoctorTargetStatus,
  doctorTooEarly,
  doctorTransition,
} from '#shared/domain/doctor-transitions';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { ACTION_MSG, CANCELLATION_REASON_MAX } from '#shared/schemas/appointment-actions';
import { STATUS_KIND, STATUS_MESSAGES, type StatusPayload, statusKind } from '../api/status-kind';
import { UNKNOWN_PATIENT } from '../appointment-patient';
import type { DoctorAppointment } from '../hooks/use-doctor-day';
import { DoctorAppointmentCard } from './doctor-appointment-card';
import '../doctor-day.css';

// Asked for a reason when the doctor rejects or cancels: loaded then (ADR 128, ADR 156).
const ConfirmDialog = lazyNamed(() => import('#app/components/ui/confirm-dialog'), 'ConfirmDialog');

const NOT_FOUND = msg('Appointment not found');
const TABS_ID = 'doctor-appointments';

type Asking = { appointment: DoctorAppointment; status: 'cancelled' } | null;

/**
 * The doctor's appointments (ADR 080) with the status actions of ADR 007: the whole
 * calendar from the server, or the device copy offline (ADR 006); changes go through the sync
 * queue.
 */
export function DoctorAppointmentsScreen({
  renderExtra,
  ...route
}: CalendarRouteProps & {
  /** More for each card, handed in by the route (the visit summary of a completed visit). */
  renderExtra?(appointment: DoctorAppointment): ReactNode;
}) {
  const t = useT();
  const calendar = useAppointmentCalendar<DoctorAppointment>({ role: 'doctor', ...route });
  // ADR 120: saved for the next start once its rows show.
  useLastScreen(!calendar.loading, calendar.status.lastSyncedAt);
  const problems = useSyncProblems();
  const timeZone = useClinicTimeZone();
  // Moves each minute, so Mark Completed appears on the visit's day and No Show at its start.
  const now = useNow();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const refusedFor = (id: string) =>
    problems.findLast((p) => p.kind === STATUS_KIND && p.entityId === id) ?? null;

  async function change(a: DoctorAppointment, to: DoctorTargetStatus, reason?: string) {
    // ADR 077: the appointment must be in the list and the target differ from its status.
    const current = calendar.find(a._id);
    if (!current) return void toast.error(t(NOT_FOUND));
    if (doctorTransition(current.status as AppointmentStatus, to) === 'same') {
      return void toast.error(t(`Appointment is already ${to}`));
    }
    // The button may have shown a minute too long; the server would refuse it (ADR 143).
    const early = doctorTooEarly(to, { startTime: current.startTime, now: new Date(), timeZone });
    if (early) return void toast.error(t(early));
    const payload: StatusPayload = {
      id: a._id,
      status: to,
      ...(reason ? { reason } : {}),
      patientName: a.patient?.name?.trim() || UNKNOWN_PATIENT,
      previousStatus: current.status,
      startTime: a.startTime,
    };
    setBusyId(a._id);
    try {
      await runQueued(statusKind, payload, STATUS_MESSAGES, holdOnDevice(current));
    } finally {
      setBusyId(null);
    }
  }

  function onAction(a: DoctorAppointment, to: DoctorTargetStatus) {
    if (busyId) return;
    // Reject and Cancel ask for a reason first; the others apply at once.
    if (to === 'cancelled') setAsking({ appointment: a, status: to });
    else void change(a, to);
  }

  const rejecting = asking?.appointment.status === 'pending';
  const askingName = asking ? asking.appointment.patient?.name?.trim() || t(UNKNOWN_PATIENT) : '';

  return (
    <AppointmentCalendar
      {...route}
      calendar={calendar}
      title={t('Appointments')}
      idBase={TABS_ID}
      renderCard={(a) => (
        <DoctorAppointmentCard
          appointment={a}
          waiting={calendar.waiting.has(a._id)}
          refused={refusedFor(a._id)}
          updating={busyId === a._id}
          locked={busyId !== null}
          timeZone={timeZone}
          now={now}
          onAction={onAction}
          onDismiss={(item) => void syncEngine.dismiss(item.id)}
        >
          {renderExtra?.(a)}
        </DoctorAppointmentCard>
      )}
    >
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={rejecting ? t('Reject Appointment') : t('Cancel Appointment')}
            confirmLabel={rejecting ? t('Reject') : t('Cancel Appointment')}
            busyLabel={t('Updating...')}
            cancelLabel={t('Keep Appointment')}
            reason={{
              label: rejecting ? t('Reason for rejection') : t('Reason for cancellation'),
              required: true,
              requiredMessage: ACTION_MSG.reasonRequired,
              maxLength: CANCELLATION_REASON_MAX,
            }}
            onCancel={() => setAsking(null)}
            onConfirm={async (reason) => {
              const { appointment, status: to } = asking;
              setAsking(null);
              await change(appointment, to, reason);
            }}
            fallbackFocus={() => document.getElementById(tabPanelId(TABS_ID, route.tab))}
          >
            <p>{t('Appointment with {patient}', { patient: askingName })}</p>
          </ConfirmDialog>
        </Suspense>
      )}
    </AppointmentCalendar>
  );
}
