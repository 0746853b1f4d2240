import { useId } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { useHeldClinicSettings } from '#app/lib/public-settings';
import type { AppointmentRow } from '#app/offline/collections/appointments';
import { useMirroredPatients } from '#app/offline/collections/patients';
import { clinicToday } from '#shared/domain/clinic-time';
import { ageOn } from '#shared/domain/date-only';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';

const HISTORY: { key: keyof DoctorPatient['medicalHistory']; label: string }[] = [
  { key: 'conditions', label: msg('Medical Conditions') },
  { key: 'medications', label: msg('Current Medications') },
  { key: 'surgeries', label: msg('Past Surgeries') },
  { key: 'familyHistory', label: msg('Family Medical History') },
];

/**
 * Beside the video on the doctor's side: who the patient is, why they came, their allergies and
 * history, from the doctor's copy of their patients on this device (ADR 080, ADR 095).
 */
export function PatientFacts({ appointment }: { appointment: AppointmentRow }) {
  const t = useT();
  const timeZone = useHeldClinicSettings().timezone;
  const id = useId();
  const patients = useMirroredPatients();
  const member = appointment.familyMember ?? null;
  const patientId = member?.id ?? appointment.patient?._id ?? appointment.patientId;
  const patient = patients?.find((p) => p._id === patientId) ?? null;
  const name = member?.name ?? patient?.name ?? appointment.patient?.name ?? t('Unknown Patient');
  const age =
    patient?.age ??
    (member?.dateOfBirth ? ageOn(member.dateOfBirth, clinicToday(new Date(), timeZone)) : null);
  const history = patient?.medicalHistory;
  const list = (items: string[] | undefined) =>
    items?.length ? items.join(', ') : t('None recorded');

  return (
    <section className="card call-facts" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{name}</h2>
      <dl>
        <div>
          <dt>{t('Age')}</dt>
          <dd>{age === null ? t('N/A') : t('{count} years', { count: age })}</dd>
        </div>
        <div>
          <dt>{t('Reason')}</dt>
          <dd>{appointment.reason || t('N/A')}</dd>
        </div>
        <div>
          <dt>{t('Allergies')}</dt>
          <dd>{history ? list(history.allergies) : t('N/A')}</dd>
        </div>
      </dl>
      <h3>{t('Medical History')}</h3>
      {history ? (
        <dl>
          {HISTORY.map(({ key, label }) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>{list(history[key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t('This patient’s history is not on this device yet.')}</p>
      )}
    </section>
  );
}
