import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';
import { usePatientSummaries } from '../api/summary-api';
import { DoctorSummaryPanel } from './doctor-summary-panel';
import { SummaryView } from './summary-view';

type Props = { patient: DoctorPatient; open: boolean };

/**
 * The patient card's visit summaries (ADR 096): a recent completed visit's summary written or
 * amended here, and the doctor's own earlier summaries (GET /patients/{id}/summaries) read only.
 */
export function PatientSummaries({ patient, open }: Props) {
  const t = useT();
  const format = useFormat();
  const earlier = usePatientSummaries(patient._id, open);
  if (!open) return null;
  const recent = (patient.recentAppointments ?? []).filter((a) => a.status === 'completed');
  const recentIds = new Set(recent.map((a) => a.id));
  const older = (earlier.summaries ?? []).filter((s) => !recentIds.has(s.appointment.id));
  const name = patient.name || t('Unknown Patient');
  return (
    <section aria-label={t('Visit summaries')} className="vs-patient">
      <h3>{t('Visit summaries')}</h3>
      {recent.map((a) => (
        <div key={a.id}>
          <p className="muted">
            {t('{date} at {time}', {
              date: format.date(a.startTime),
              time: format.time(a.startTime),
            })}
          </p>
          <DoctorSummaryPanel
            appointmentId={a.id}
            status={a.status}
            patientName={name}
            startTime={a.startTime}
          />
        </div>
      ))}
      {earlier.failed && <p className="muted">{t('Earlier summaries need a connection.')}</p>}
      {older.map((s) => (
        <SummaryView
          key={s.appointment.id}
          summary={s}
          headingId={`vs-earlier-${s.appointment.id}`}
        >
          <p className="muted">
            {t('{date} at {time}', {
              date: format.date(s.appointment.startTime),
              time: format.time(s.appointment.startTime),
            })}
          </p>
        </SummaryView>
      ))}
      {recent.length === 0 && older.length === 0 && earlier.summaries && (
        <p className="muted">{t('No visit summaries yet')}</p>
      )}
    </section>
  );
}
