import { useEffect, useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { LastSynced } from '#app/components/ui/last-synced';
import { Tabs, tabPanelId } from '#app/components/ui/tabs';
import { msg, useT } from '#app/lib/i18n';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { runQueued } from '#app/lib/run-queued';
import {
  dismissSyncProblem,
  refreshCollection,
  usePendingIds,
  useSyncProblems,
  useSyncStatus,
} from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import { toast } from '#app/stores/toasts';
import { type DoctorTargetStatus, doctorTransition } from '#shared/domain/doctor-transitions';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { ACTION_MSG, CANCELLATION_REASON_MAX } from '#shared/schemas/appointment-actions';
import { registerDoctorDaySync } from '../api/doctor-day-sync';
import { STATUS_KIND, type StatusPayload } from '../api/status-kind';
import { DOCTOR_TABS, type DoctorTabId, inDoctorTab, isDoctorTab } from '../doctor-tabs';
import { type DoctorAppointment, useDoctorAppointments } from '../hooks/use-doctor-day';
import { DoctorAppointmentCard, UNKNOWN_PATIENT, UPDATE_FAILED } from './doctor-appointment-card';
import '../doctor-day.css';

registerDoctorDaySync();

export const STATUS_MESSAGES = {
  success: msg('Appointment status updated successfully'),
  failure: UPDATE_FAILED,
};
export const LOAD_FAILED = msg('Failed to load appointments');
const NOT_FOUND = msg('Appointment not found');
const TABS_ID = 'doctor-appointments';

type Asking = { appointment: DoctorAppointment; status: 'cancelled' } | null;

/**
 * The doctor's appointments (section 2) with the status actions of section 4, read from the
 * on-device mirror so the clinic day works offline (D6); changes go through the sync queue.
 */
export function DoctorAppointmentsScreen() {
  const t = useT();
  const rows = useDoctorAppointments();
  const status = useSyncStatus('appointments');
  const waiting = usePendingIds();
  const problems = useSyncProblems();
  const online = useOnline();
  const timeZone = useClinicTimeZone();
  const [tab, setTab] = useState<DoctorTabId>('upcoming');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  // Opening the screen asks for fresh data; the engine also refreshes every 5 minutes.
  useEffect(() => {
    void refreshCollection('appointments');
  }, []);

  const list = rows ?? [];
  const shown = inDoctorTab(list, tab);
  const loading =
    rows === undefined || (list.length === 0 && status.lastSyncedAt === null && !status.lastError);
  const refusedFor = (id: string) =>
    problems.findLast((p) => p.kind === STATUS_KIND && p.entityId === id) ?? null;

  async function change(a: DoctorAppointment, to: DoctorTargetStatus, reason?: string) {
    // Section 5: the appointment must be in the list and the target differ from its status.
    const current = list.find((row) => row._id === a._id);
    if (!current) return void toast.error(t(NOT_FOUND));
    if (doctorTransition(current.status as AppointmentStatus, to) === 'same') {
      return void toast.error(t(`Appointment is already ${to}`));
    }
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
      await runQueued(STATUS_KIND, payload, STATUS_MESSAGES);
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
  const empty = DOCTOR_TABS.find((item) => item.id === tab)?.empty ?? msg('No appointments');

  return (
    <section className="page appt-page" aria-labelledby="doctor-appointments-title">
      <h1 id="doctor-appointments-title">{t('Appointments')}</h1>
      <LastSynced
        status={status}
        online={online}
        onRetry={() => void refreshCollection('appointments')}
      />
      {status.lastError && status.lastSyncedAt === null && list.length === 0 && (
        <p className="banner banner-error" role="alert">
          {t(LOAD_FAILED)}
        </p>
      )}
      <Tabs
        label={t('Appointments')}
        idBase={TABS_ID}
        tabs={DOCTOR_TABS.map((item) => ({ id: item.id, label: t(item.label) }))}
        selected={tab}
        onSelect={(id) => isDoctorTab(id) && setTab(id)}
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
                <DoctorAppointmentCard
                  appointment={a}
                  waiting={waiting.has(a._id)}
                  refused={refusedFor(a._id)}
                  updating={busyId === a._id}
                  locked={busyId !== null}
                  timeZone={timeZone}
                  onAction={onAction}
                  onDismiss={(item) => void dismissSyncProblem(item.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      {asking && (
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
          fallbackFocus={() => document.getElementById(tabPanelId(TABS_ID, tab))}
        >
          <p>{t('Appointment with {patient}', { patient: askingName })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
