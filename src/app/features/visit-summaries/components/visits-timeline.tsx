import { useState } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import { useFamilyMembers } from '#app/offline/collections/family-members';
import { useVisits } from '#app/offline/collections/visits';
import { VisitSummaryCard } from './visit-summary-card';
import '../visit-summaries.css';

const MYSELF = '';

/**
 * The Visits timeline (ADR 096): the completed visits of the account holder or of one family
 * member, newest first, each with what the doctor wrote. Read from the device, so it opens
 * offline.
 */
export function VisitsTimeline() {
  const t = useT();
  const format = useFormat();
  const members = useFamilyMembers() ?? [];
  const [who, setWho] = useState(MYSELF);
  const visits = useVisits(who === MYSELF ? null : who);
  return (
    <section className="page vs-visits" aria-labelledby="visits-title">
      <h2 id="visits-title">{t('Visits')}</h2>
      {members.length > 0 && (
        <FormField label={t('Whose visits')}>
          {(control) => (
            <select {...control} value={who} onChange={(e) => setWho(e.target.value)}>
              <option value={MYSELF}>{t('Myself')}</option>
              {members.map((m) => (
                <option key={m._id} value={m._id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {visits === undefined ? null : visits.length === 0 ? (
        <p className="muted">{t('No completed visits yet')}</p>
      ) : (
        <ol className="vs-timeline">
          {visits.map((v) => {
            const a = v.appointment;
            return (
              <li key={v._id} className="card">
                <p>
                  <strong>{a?.doctor?.name}</strong>
                  {a?.doctor?.specialization && ` · ${t(specialtyId(a.doctor.specialization))}`}
                </p>
                <p className="muted">{a?.startTime && format.date(a.startTime)}</p>
                {v.summary ? (
                  <VisitSummaryCard visit={v} />
                ) : (
                  <p className="muted">
                    {t('The doctor has not written a summary for this visit.')}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
