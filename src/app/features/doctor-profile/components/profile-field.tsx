import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { useClinicSettings } from '#app/lib/public-settings';
import { isRequired, type ProfileField } from '../profile-fields';
import type { ProfileDraft } from '../profile-form';
import { DoctorPhoto } from './doctor-photo';

// ADR 130: the blocks of the other tabs load when their tab first shows (the first is Basic Info);
// the screen puts each field in its own Suspense.
const AvailabilityEditor = lazyNamed(() => import('./availability-editor'), 'AvailabilityEditor');
const EntryList = lazyNamed(() => import('./list-editors'), 'EntryList');
const PracticesSection = lazyNamed(() => import('./practices-section'), 'PracticesSection');

type Props = {
  field: ProfileField;
  draft: ProfileDraft;
  photoUrl?: string;
  disabled: boolean;
  onChange<K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]): void;
};

/** One descriptor of the profile form drawn as its control, bound to the draft. */
export function ProfileFieldView({ field, draft, photoUrl, disabled, onChange }: Props) {
  const t = useT();
  const fee = useClinicSettings().consultationFeeRange;
  switch (field.kind) {
    case 'photo':
      return <DoctorPhoto name={draft.name} url={photoUrl} />;
    case 'availability':
      return (
        <AvailabilityEditor
          value={draft.availability}
          disabled={disabled}
          onChange={(value) => onChange('availability', value)}
        />
      );
    case 'practices':
      return (
        <PracticesSection
          practices={draft.practices}
          disabled={disabled}
          onChange={(value) => onChange('practices', value)}
        />
      );
    case 'education':
    case 'certifications': {
      const list = field.kind;
      return (
        <EntryList
          kind={list}
          items={draft[list]}
          disabled={disabled}
          onChange={(value) => onChange(list, value)}
        />
      );
    }
    case 'select':
      return (
        <Select
          label={t(field.label)}
          placeholder={t('Not specified')}
          options={field.options.map(([value, label]) => ({ value, label: t(label) }))}
          value={draft[field.key]}
          disabled={disabled}
          onChange={(value) => onChange(field.key, value)}
        />
      );
    case 'text': {
      const { key, input = 'line' } = field;
      const change = (value: string) => onChange(key, value);
      return (
        <FormField
          label={t(field.label)}
          help={field.feeHint ? t('{min}-{max} PKR', { min: fee.min, max: fee.max }) : undefined}
          required={isRequired(key)}
        >
          {(control) =>
            input === 'lines' ? (
              <textarea
                {...control}
                value={draft[key]}
                disabled={disabled}
                onChange={(e) => change(e.target.value)}
              />
            ) : (
              <input
                {...control}
                type={input === 'url' ? 'url' : 'text'}
                inputMode={input === 'number' ? 'numeric' : input === 'url' ? 'url' : undefined}
                dir={input === 'url' ? 'ltr' : undefined}
                value={draft[key]}
                disabled={disabled}
                onChange={(e) => change(e.target.value)}
              />
            )
          }
        </FormField>
      );
    }
  }
}
