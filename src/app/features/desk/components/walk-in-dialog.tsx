import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '#app/components/ui/dialog';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { msg, useT } from '#app/lib/i18n';
import { GENDER_LABEL } from '#app/lib/labels';
import { loadPhoneRule } from '#app/lib/phone-rule';
import { VISIT_PRIORITIES } from '#shared/schemas/desk';
import { DESK_REASON_MAX } from '#shared/schemas/desk-cash';
import { WALK_IN_REASON_MAX, type WalkIn, walkInSchema } from '#shared/schemas/desk-walk-in';
import { GENDERS } from '#shared/schemas/patient';
import type { FoundPerson } from '../api/walk-in-actions';
import { PeopleSearch } from './people-search';

const PRIORITY_LABEL: Record<(typeof VISIT_PRIORITIES)[number], string> = {
  elderly: msg('65 or older'),
  pregnant: msg('Pregnant'),
  emergency: msg('Emergency'),
};

/** The form before anything is typed. */
export const EMPTY_WALK_IN = {
  name: '',
  phone: '',
  sex: '',
  age: '',
  dateOfBirth: '',
  guardianName: '',
  reason: '',
  source: 'walk_in',
  priority: '',
  priorityReason: '',
  smsConsent: false,
};
type Fields = typeof EMPTY_WALK_IN;
type Errors = Partial<Record<keyof Fields, string>>;

/** The form's fields as the shared schema takes them (ADR 157), and its messages by field. */
export function walkInErrors(
  practiceId: string,
  f: Fields,
  phone: (input: string) => string | null,
): { walkIn?: WalkIn; errors: Errors } {
  const parsed = v.safeParse(walkInSchema(phone), {
    practiceId,
    name: f.name,
    phone: f.phone,
    sex: f.sex,
    ...(f.age.trim() !== '' ? { age: Number(f.age) } : {}),
    ...(f.dateOfBirth ? { dateOfBirth: f.dateOfBirth } : {}),
    guardianName: f.guardianName.trim(),
    reason: f.reason,
    smsConsent: f.smsConsent,
    source: f.source,
    ...(f.priority ? { priority: f.priority, priorityReason: f.priorityReason } : {}),
  });
  if (parsed.success) return { walkIn: parsed.output, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue) as keyof Fields | null;
    if (key && key in EMPTY_WALK_IN && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

type Props = {
  practiceId: string;
  onRegister(walkIn: WalkIn, personId?: string): Promise<unknown>;
  onFind(q: string): Promise<FoundPerson[]>;
  onClose(): void;
};

/**
 * Register a walk-in (issue 42, ADR 157): a returning person found by phone or name, or a new
 * one; no account. Checked with the shared schema on the device, so it works with no signal.
 */
export function WalkInDialog({ practiceId, onRegister, onFind, onClose }: Props) {
  const t = useT();
  const [fields, setFields] = useState<Fields>(EMPTY_WALK_IN);
  const [person, setPerson] = useState<FoundPerson | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const set = (change: Partial<Fields>) => setFields((f) => ({ ...f, ...change }));
  // The phone rule's chunk (ADR 102) loads while the desk types.
  useEffect(() => void loadPhoneRule().catch(() => undefined), []);

  function choose(found: FoundPerson) {
    setPerson(found);
    set({
      name: found.name,
      phone: found.phone,
      sex: found.sex,
      age: found.dateOfBirth && !found.dateOfBirthEstimated ? '' : String(found.age ?? ''),
      dateOfBirth: found.dateOfBirth && !found.dateOfBirthEstimated ? found.dateOfBirth : '',
      guardianName: found.guardianName ?? '',
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { walkIn, errors: found } = walkInErrors(practiceId, fields, await loadPhoneRule());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!walkIn) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onRegister(walkIn, person?.id);
      onClose();
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof Fields) => ({
    id: `${formId}-${key}`,
    error: errors[key] && t(errors[key]),
  });
  return (
    <Dialog
      title={t('Register a walk-in')}
      onClose={() => !busy && onClose()}
      initialFocus={nameRef}
    >
      <PeopleSearch onFind={onFind} onChoose={choose} />
      {person && (
        <p className="muted" role="status">
          {t('Returning patient: {name}', { name: person.name })}{' '}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setPerson(null);
              setFields(EMPTY_WALK_IN);
            }}
          >
            {t('New patient instead')}
          </button>
        </p>
      )}
      <form onSubmit={submit} noValidate aria-busy={busy || undefined} className="desk-walk-in">
        <FormField label={t('Full Name')} required {...field('name')}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              autoComplete="off"
              value={fields.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('Phone')} required {...field('phone')}>
          {(control) => (
            <input
              {...control}
              type="tel"
              dir="ltr"
              autoComplete="off"
              value={fields.phone}
              onChange={(e) => set({ phone: e.target.value })}
            />
          )}
        </FormField>
        <Select
          label={t('Sex')}
          required
          placeholder={t('Choose')}
          value={fields.sex}
          options={GENDERS.map((g) => ({ value: g, label: t(GENDER_LABEL[g]!) }))}
          onChange={(sex) => set({ sex })}
          {...field('sex')}
        />
        <div className="desk-choices">
          <FormField label={t('Age (years)')} {...field('age')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={120}
                value={fields.age}
                onChange={(e) => set({ age: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('or Date of Birth')} {...field('dateOfBirth')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={fields.dateOfBirth}
                onChange={(e) => set({ dateOfBirth: e.target.value })}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('Guardian’s name')} {...field('guardianName')}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={fields.guardianName}
              onChange={(e) => set({ guardianName: e.target.value })}
            />
          )}
        </FormField>
        <Select
          label={t('How the patient came')}
          value={fields.source}
          options={[
            { value: 'walk_in', label: t('Walk-in') },
            { value: 'phone_call', label: t('Phone call') },
          ]}
          onChange={(source) => set({ source })}
        />
        <FormField label={t('Reason for visit')} {...field('reason')}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={WALK_IN_REASON_MAX}
              value={fields.reason}
              onChange={(e) => set({ reason: e.target.value })}
            />
          )}
        </FormField>
        <Select
          label={t('Priority')}
          placeholder={t('None')}
          value={fields.priority}
          options={VISIT_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_LABEL[p]) }))}
          onChange={(priority) => set({ priority })}
        />
        {fields.priority && (
          <FormField label={t('Priority reason')} required {...field('priorityReason')}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                maxLength={DESK_REASON_MAX}
                value={fields.priorityReason}
                onChange={(e) => set({ priorityReason: e.target.value })}
              />
            )}
          </FormField>
        )}
        <div className="checkbox">
          <input
            id={`${formId}-sms`}
            type="checkbox"
            checked={fields.smsConsent}
            onChange={(e) => set({ smsConsent: e.target.checked })}
          />
          <label htmlFor={`${formId}-sms`}>{t('The patient agrees to SMS about this visit')}</label>
        </div>
        <div className="row ui-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('Register')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
