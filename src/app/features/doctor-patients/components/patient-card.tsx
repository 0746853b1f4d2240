import { type ReactNode, useId, useState } from 'react';
import { Avatar } from '#app/components/ui/avatar';
import { FormField } from '#app/components/ui/form-field';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { GENDER_LABEL, RELATIONSHIP_LABEL } from '#app/lib/labels';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import { type DoctorPatient, PATIENT_NOTES_MAX } from '#shared/schemas/doctor-patients';

/** ADR 080, "Patient (doctor view)": the defaults when a field is missing. */
const UNKNOWN = msg('Unknown Patient');
const NO_EMAIL = msg('No email');
const NOT_AVAILABLE = msg('N/A');

const HISTORY: { key: keyof DoctorPatient['medicalHistory']; label: string }[] = [
  { key: 'conditions', label: msg('Medical Conditions') },
  { key: 'allergies', label: msg('Allergies') },
  { key: 'medications', label: msg('Current Medications') },
  { key: 'surgeries', label: msg('Past Surgeries') },
  { key: 'familyHistory', label: msg('Family Medical History') },
];

type Props = {
  patient: DoctorPatient;
  waiting: boolean;
  onSaveNotes(patient: DoctorPatient, notes: string): Promise<void>;
  /** More for the open card, handed in by the route (the visit summaries). */
  renderExtra?(patient: DoctorPatient, open: boolean): ReactNode;
};

/** One expandable patient card: details, medical history, recent visits and private notes. */
export function PatientCard({ patient, waiting, onSaveNotes, renderExtra }: Props) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const detailsId = useId();
  const name = patient.name || t(UNKNOWN);
  const notes = draft ?? patient.notes ?? '';
  const history = patient.medicalHistory ?? {};
  const recent = patient.recentAppointments ?? [];
  const na = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? t(NOT_AVAILABLE) : String(value);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSaveNotes(patient, notes);
      setDraft(null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="card dp-card" aria-labelledby={`${detailsId}-name`}>
      <div className="dp-card-head">
        <Avatar name={name} url={patient.profilePicture?.url ?? null} size={48} />
        <div className="dp-card-who">
          <h2 id={`${detailsId}-name`} className="dp-card-name">
            {name}
          </h2>
          <p className="muted">{patient.email || t(NO_EMAIL)}</p>
          {/* A family member is a patient of their own; the account holder is the contact. */}
          {patient.accountHolder && (
            <p className="muted">
              {t('Family member of {holder} ({relationship})', {
                holder: patient.accountHolder.name,
                relationship: t(
                  (patient.relationship && RELATIONSHIP_LABEL[patient.relationship]) ||
                    RELATIONSHIP_LABEL.other,
                ),
              })}
            </p>
          )}
          {waiting && <p className="dp-waiting">{t(WAITING_TO_SYNC)}</p>}
        </div>
        <button
          type="button"
          className="btn btn-light"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('Hide details') : t('Show details')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      <div id={detailsId} hidden={!open} className="dp-card-body">
        <dl className="dp-facts">
          <div>
            <dt>{t('Age')}</dt>
            <dd>{na(patient.age)}</dd>
          </div>
          <div>
            <dt>{t('Gender')}</dt>
            <dd>
              {patient.gender
                ? t(GENDER_LABEL[patient.gender] ?? patient.gender)
                : t(NOT_AVAILABLE)}
            </dd>
          </div>
          <div>
            <dt>{t('Phone')}</dt>
            <dd dir="ltr">{na(patient.phone)}</dd>
          </div>
        </dl>
        <section aria-label={t('Medical History')}>
          <h3>{t('Medical History')}</h3>
          <dl className="dp-history">
            {HISTORY.map(({ key, label }) => {
              const items = history[key] ?? [];
              return (
                <div key={key}>
                  <dt>{t(label)}</dt>
                  <dd>{items.length ? items.join(', ') : t('None recorded')}</dd>
                </div>
              );
            })}
          </dl>
        </section>
        <section aria-label={t('Recent Appointments')}>
          <h3>{t('Recent Appointments')}</h3>
          {recent.length === 0 ? (
            <p className="muted">{t('No recent appointments')}</p>
          ) : (
            <ul className="dp-recent">
              {recent.map((a) => (
                <li key={a.id}>
                  {t('{date} at {time}', {
                    date: format.date(a.startTime),
                    time: format.time(a.startTime),
                  })}
                  {a.reason ? ` — ${a.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
        {renderExtra?.(patient, open)}
        <form className="dp-notes" onSubmit={save}>
          <FormField label={t('Notes')} help={t('Only you can see these notes.')}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={PATIENT_NOTES_MAX}
                value={notes}
                onChange={(e) => setDraft(e.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-primary" disabled={saving || draft === null}>
            {t('Save Notes')}
          </button>
        </form>
      </div>
    </article>
  );
}
