import type { FormEvent } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { msg, useT } from '#app/lib/i18n';
import { RELATIONSHIP_LABEL } from '#app/lib/labels';
import { loadPhoneRule } from '#app/lib/phone-rule';
import { RELATIONSHIPS } from '#shared/schemas/family-member';
import { BLOOD_GROUPS, GENDERS } from '#shared/schemas/patient';
import { FIELD_LABELS, GENDER_LABELS, LTR_FIELDS, SECTIONS, type Section } from '../labels';
import type { ProfileDraft } from '../profile-draft';

const INPUT_TYPES: Record<string, string> = {
  phone: 'tel',
  'emergencyContact.phone': 'tel',
  'emergencyContact.email': 'email',
  dateOfBirth: 'date',
};
// Typing a phone starts loading the rule the save checks it with (ADR 102).
const warmPhoneRule = () => void loadPhoneRule().catch(() => undefined);
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
  /** The profile's sections unless given (a family member's form has fewer). */
  sections?: Section[];
  saveLabel?: string;
};

const CHOICES: Record<string, { values: readonly string[]; labels?: Record<string, string> }> = {
  gender: { values: GENDERS, labels: GENDER_LABELS },
  bloodGroup: { values: BLOOD_GROUPS },
  relationship: { values: RELATIONSHIPS, labels: RELATIONSHIP_LABEL },
};

/** Edit mode (ADR 076): every field, history lists one item per line. */
export function ProfileForm({
  draft,
  errors,
  busy,
  onChange,
  onSave,
  onCancel,
  sections = SECTIONS,
  saveLabel,
}: Props) {
  const t = useT();
  const error = (path: string) => (errors[path] ? t(errors[path]) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  function control(path: string) {
    const label = t(FIELD_LABELS[path]!);
    const choice = CHOICES[path];
    if (choice) {
      const options = choice.values.map((value) => ({
        value,
        label: choice.labels ? t(choice.labels[value]!) : value,
      }));
      return (
        <Select
          key={path}
          id={fieldId(path)}
          required={path === 'relationship'}
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
              onFocus={INPUT_TYPES[path] === 'tel' ? warmPhoneRule : undefined}
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
      {sections.map((section) => (
        <fieldset key={section.title} className="card profile-section">
          <legend>
            <h2>{t(section.title)}</h2>
          </legend>
          <div className="profile-grid">{section.fields.map(control)}</div>
        </fieldset>
      ))}
      <div className="row profile-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('Saving...') : (saveLabel ?? t('Save Changes'))}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
