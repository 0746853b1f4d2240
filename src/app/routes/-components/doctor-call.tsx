import { CallScreen } from '#app/features/call/components/call-screen';
import { PatientFacts } from '#app/features/call/components/patient-facts';
import type { CallEngine } from '#app/features/call/engine/call-engine';
import { STATUS_MESSAGES, statusKind } from '#app/features/doctor-day/api/status-kind';
import { DoctorSummaryPanel } from '#app/features/visit-summaries/components/doctor-summary-panel';
import { useNow } from '#app/hooks/use-now';
import { useT } from '#app/lib/i18n';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { type AppointmentRow, useMirrorAppointment } from '#app/offline/collections/appointments';
import { runQueued } from '#app/offline/run-queued';
import { doctorTooEarly } from '#shared/domain/doctor-transitions';

type Props = { appointmentId: string; createEngine(): CallEngine };

/**
 * The doctor's side of the room: the patient and the visit summary beside the video (issue 17's
 * form, ADR 100), and the summary again after End call. The features stay apart; this composes them.
 */
export function DoctorCall({ appointmentId, createEngine }: Props) {
  const appointment = useMirrorAppointment(appointmentId);
  const summary = appointment ? <VisitSummary appointment={appointment} /> : null;
  return (
    <CallScreen
      appointmentId={appointmentId}
      party="doctor"
      createEngine={createEngine}
      aside={
        appointment ? (
          <>
            <PatientFacts appointment={appointment} />
            {summary}
          </>
        ) : undefined
      }
      afterCall={summary}
    />
  );
}

function VisitSummary({ appointment: a }: { appointment: AppointmentRow }) {
  const t = useT();
  const patientName = a.familyMember?.name || a.patient?.name?.trim() || '';
  const timeZone = useClinicTimeZone();
  const now = useNow();
  // A call opened ahead of the visit's day cannot complete it: the server would refuse (ADR 143).
  const completable =
    a.status === 'scheduled' &&
    !doctorTooEarly('completed', { startTime: a.startTime, now: new Date(now), timeZone });
  // Nothing to offer yet (a call opened before the visit's time): no empty card.
  if (!completable && a.status !== 'completed') return null;
  return (
    <section className="card call-summary" aria-label={t('Visit summary')}>
      {completable && (
        <>
          <p className="muted">{t('Mark the visit completed to write its summary.')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              void runQueued(
                statusKind,
                {
                  id: a._id,
                  status: 'completed',
                  patientName,
                  previousStatus: a.status,
                  startTime: a.startTime,
                },
                STATUS_MESSAGES,
              )
            }
          >
            {t('Mark Completed')}
          </button>
        </>
      )}
      <DoctorSummaryPanel
        appointmentId={a._id}
        status={a.status}
        patientName={patientName}
        startTime={a.startTime}
      />
    </section>
  );
}
