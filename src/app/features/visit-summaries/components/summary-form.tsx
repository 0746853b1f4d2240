import { type FormEvent, useId, useState } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { msg, useT } from '#app/lib/i18n';
import type { MedicineSuggestion, VisitSummaryInput } from '#shared/schemas/visit-summary';
import { FOLLOW_UP_DAYS_MAX } from '#shared/schemas/visit-summary';
import { useMedicineSuggestions } from '../api/summary-api';
import {
  emptyMedicine,
  type MedicineDraft,
  type SummaryDraft,
  type SummaryErrors,
  validateSummary,
} from '../summary-form';
import { MEDICINE_COLUMNS } from './medicines-table';

type Props = {
  initial: SummaryDraft;
  submitLabel: string;
  onSubmit(value: VisitSummaryInput): void;
  onCancel(): void;
};

/** Instructions a doctor picks most; any other words may be typed. */
const MEAL_WORDS = [msg('Before meals'), msg('After meals')];

/**
 * The doctor's visit summary: diagnosis, advice, medicines (names suggested from the doctor's own
 * earlier prescriptions), tests and a follow-up, checked with the server's schema before it is
 * queued.
 */
export function SummaryForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const t = useT();
  const base = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SummaryErrors>({});
  const suggestions = useMedicineSuggestions();

  const setMedicine = (index: number, change: Partial<MedicineDraft>) =>
    setDraft((d) => ({
      ...d,
      medicines: d.medicines.map((m, i) => (i === index ? { ...m, ...change } : m)),
    }));

  function pickName(index: number, name: string) {
    const known = suggestions.find((s: MedicineSuggestion) => s.name === name);
    const current = draft.medicines[index];
    setMedicine(index, {
      name,
      ...(known && !current.strength ? { strength: known.strength } : {}),
      ...(known && !current.form ? { form: known.form } : {}),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateSummary(draft);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      document.getElementById(`${base}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(result.value);
  }

  const err = (key: string) => (errors[key] ? t(errors[key]) : null);

  return (
    <form className="vs-form" noValidate onSubmit={submit}>
      <FormField
        label={t('Diagnosis or findings')}
        required
        id={`${base}-diagnosis`}
        error={err('diagnosis')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={draft.diagnosis}
            onChange={(e) => setDraft({ ...draft, diagnosis: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('Advice')} id={`${base}-advice`} error={err('advice')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={draft.advice}
            onChange={(e) => setDraft({ ...draft, advice: e.target.value })}
          />
        )}
      </FormField>
      <fieldset className="vs-medicine-list">
        <legend>{t('Medicines')}</legend>
        <datalist id={`${base}-names`}>
          {suggestions.map((s) => (
            <option key={`${s.name}|${s.strength}|${s.form}`} value={s.name} />
          ))}
        </datalist>
        <datalist id={`${base}-meals`}>
          {MEAL_WORDS.map((w) => (
            <option key={w} value={t(w)} />
          ))}
        </datalist>
        {draft.medicines.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their order is the prescription's.
          <fieldset key={i} className="vs-medicine">
            <legend>{t('Medicine {number}', { number: i + 1 })}</legend>
            {MEDICINE_COLUMNS.map(([key, label]) => (
              <FormField
                key={key}
                label={t(label)}
                required={key === 'name'}
                id={`${base}-medicines.${i}.${key}`}
                error={err(`medicines.${i}.${key}`)}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    list={
                      key === 'name'
                        ? `${base}-names`
                        : key === 'instructions'
                          ? `${base}-meals`
                          : undefined
                    }
                    autoComplete="off"
                    value={m[key]}
                    onChange={(e) =>
                      key === 'name'
                        ? pickName(i, e.target.value)
                        : setMedicine(i, { [key]: e.target.value })
                    }
                  />
                )}
              </FormField>
            ))}
            <button
              type="button"
              className="btn btn-ghost appt-danger"
              onClick={() =>
                setDraft({ ...draft, medicines: draft.medicines.filter((_, j) => j !== i) })
              }
            >
              {t('Remove medicine {number}', { number: i + 1 })}
            </button>
          </fieldset>
        ))}
        {err('medicines') && <p className="field-error">{err('medicines')}</p>}
        <button
          type="button"
          className="btn btn-light"
          onClick={() => setDraft({ ...draft, medicines: [...draft.medicines, emptyMedicine()] })}
        >
          {t('Add medicine')}
        </button>
      </fieldset>
      <FormField
        label={t('Tests advised')}
        help={t('One test a line')}
        id={`${base}-tests`}
        error={err('tests')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={draft.tests}
            onChange={(e) => setDraft({ ...draft, tests: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('Follow-up in days')}
        id={`${base}-followUpDays`}
        error={err('followUpDays')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={FOLLOW_UP_DAYS_MAX}
            value={draft.followUpDays}
            onChange={(e) => setDraft({ ...draft, followUpDays: e.target.value })}
          />
        )}
      </FormField>
      <div className="row">
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        <button type="button" className="btn btn-light" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
