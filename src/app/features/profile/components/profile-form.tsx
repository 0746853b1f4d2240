import type { FormEvent } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { msg, useT } from '#app/lib/i18n';
import { BLOOD_GROUPS, GENDERS } from '#shared/schemas/patient';
import { FIELD_LABELS, GENDER_LABELS, LTR_FIELDS, SECTIONS } from '../labels';
import type { ProfileDraft } from '../profile-form';

const INPUT_TYPES: Record<string, string> = {
  phone: 'tel',
  'emergencyContact.phone': 'tel',
  'emergencyContact.email': 'email',
  dateOfBirth: 'date',
};
const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  phone: 'tel',
  'address.street': 'street-address',
  'address.city': 'address-level2',
  'address.state': 'address-level1',
  'address.zipCode': 'postal-code',
  'address.country': 'country-name',
};
const ONE_PER_LINE = msg('One item per line');

export const fieldId = (path: string) => `profile-${path.replace('.', '-')}`;

type Props = {
  draft: ProfileDraft;
  errors: Record<string, string>;
  busy: boolean;
  onChange(path: string, value: string): void;
  onSave(): void;
  onCancel(): void;
};

/** Edit mode (ADR 076): every field, history lists one item per line. */
export function ProfileForm({ draft, errors, busy, onChange, onSave, onCancel }: Props) {
  const t = useT();
  const error = (path: string) => (errors[path] ? t(errors[path]) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  function control(path: string) {
    const label = t(FIELD_LABELS[path]!);
    if (path === 'gender' || path === 'bloodGroup') {
      const options =
        path === 'gender'
          ? GENDERS.map((g) => ({ value: g, label: t(GENDER_LABELS[g]!) }))
          : BLOOD_GROUPS.map((b) => ({ value: b, label: b }));
      return (
        <Select
          key={path}
          label={label}
          name={path}
          options={options}
          placeholder={t('Select')}
          value={draft[path] ?? ''}
          error={error(path)}
          onChange={(value) => onChange(path, value)}
        />
      );
    }
    const history = path.startsWith('medicalHistory.');
    return (
      <FormField
        key={path}
        id={fieldId(path)}
        label={label}
        help={history ? t(ONE_PER_LINE) : undefined}
        error={error(path)}
        required={path === 'name'}
      >
        {(props) =>
          history ? (
            <textarea
              {...props}
              name={path}
              rows={4}
              value={draft[path] ?? ''}
              onChange={(e) => onChange(path, e.target.value)}
            />
          ) : (
            <input
              {...props}
              name={path}
              type={INPUT_TYPES[path] ?? 'text'}
              dir={LTR_FIELDS.has(path) ? 'ltr' : undefined}
              autoComplete={AUTOCOMPLETE[path]}
              value={draft[path] ?? ''}
              onChange={(e) => onChange(path, e.target.value)}
            />
          )
        }
      </FormField>
    );
  }

  return (
    <form className="profile-sections" onSubmit={submit} noValidate>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="card profile-section">
          <legend>
            <h2>{t(section.title)}</h2>
          </legend>
          <div className="profile-grid">{section.fields.map(control)}</div>
        </fieldset>
      ))}
      <div className="row profile-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('Saving...') : t('Save Changes')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
