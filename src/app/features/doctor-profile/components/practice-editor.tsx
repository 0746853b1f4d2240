import { practiceName } from '#app/components/practices/labels';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { msg, useT } from '#app/lib/i18n';
import { useClinicSettings } from '#app/lib/public-settings';
import { PRACTICE_N, type PracticeDraft } from '../practice-form';
import { initialOf, toneClass } from '../practice-tone';
import { AvailabilityEditor } from './availability-editor';

type Props = {
  practice: PracticeDraft;
  index: number;
  /** This practice's overlaps with an earlier one's hours, already in the reader's words. */
  overlaps: string[];
  disabled: boolean;
  canRemove: boolean;
  /** Another practice is the video one: only one may be (ADR 112). */
  videoTaken: boolean;
  onChange(next: PracticeDraft): void;
  onRemove(): void;
};

export const KIND_LABEL = { clinic: msg('Clinic'), video: msg('Video consultation') } as const;

type TextKey = 'name' | 'address' | 'area' | 'landmark' | 'city' | 'phone' | 'fee' | 'walkInCap';
const CLINIC_ONLY: readonly TextKey[] = ['address', 'area', 'landmark', 'city', 'walkInCap'];
const FIELDS: readonly (readonly [TextKey, string, boolean])[] = [
  ['name', msg('Practice name'), true],
  ['address', msg('Address'), true],
  ['area', msg('Area'), false],
  ['landmark', msg('Landmark'), false],
  ['city', msg('City'), true],
  ['phone', msg('Phone'), false],
  ['fee', msg('Fee (PKR)'), true],
  ['walkInCap', msg('Walk-ins a day'), false],
];

/** One practice of the Practices tab, in its colour, named by its legend. */
export function PracticeEditor(props: Props) {
  const { practice: p, index, overlaps, disabled, canRemove, videoTaken } = props;
  const t = useT();
  const fee = useClinicSettings().consultationFeeRange;
  const title = p.name.trim() ? practiceName(p, t) : t(PRACTICE_N, { n: index + 1 });
  const set = <K extends keyof PracticeDraft>(key: K, value: PracticeDraft[K]) =>
    props.onChange({ ...p, [key]: value });
  const fields = FIELDS.filter(([key]) => p.kind === 'clinic' || !CLINIC_ONLY.includes(key));
  return (
    <fieldset className={`practice-editor ${toneClass(index)}`}>
      <legend>
        <span className="practice-initial" aria-hidden="true">
          {initialOf(title)}
        </span>{' '}
        {title} ({t(KIND_LABEL[p.kind])})
      </legend>
      <Select
        id={`${p.key}-kind`}
        label={t('Kind')}
        options={(['clinic', 'video'] as const)
          .filter((k) => k === 'clinic' || !videoTaken)
          .map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
        value={p.kind}
        disabled={disabled}
        onChange={(kind) => set('kind', kind === 'video' ? 'video' : 'clinic')}
      />
      {fields.map(([key, label, required]) => (
        <FormField
          key={key}
          id={`${p.key}-${key}`}
          label={t(label)}
          required={required}
          help={
            key === 'fee'
              ? t('{min}-{max} PKR', { min: fee.min, max: fee.max })
              : key === 'landmark'
                ? t('How people find it, e.g. behind Markaz F-8')
                : key === 'walkInCap'
                  ? t('The most walk-ins the front desk registers a day; empty for no limit')
                  : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              type={key === 'phone' ? 'tel' : 'text'}
              inputMode={
                key === 'fee' || key === 'walkInCap'
                  ? 'numeric'
                  : key === 'phone'
                    ? 'tel'
                    : undefined
              }
              dir={key === 'phone' ? 'ltr' : undefined}
              autoComplete="off"
              value={p[key]}
              disabled={disabled}
              onChange={(e) => set(key, e.target.value)}
            />
          )}
        </FormField>
      ))}
      <AvailabilityEditor
        legend={t('Hours at {practice}', { practice: title })}
        value={p.availability}
        disabled={disabled}
        onChange={(value) => set('availability', value)}
      >
        {/* Always there, so a screen reader hears an overlap as it appears. */}
        <div className="field-error" aria-live="polite">
          {overlaps.map((o) => (
            <p key={o}>{o}</p>
          ))}
        </div>
      </AvailabilityEditor>
      {canRemove && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={disabled}
          onClick={props.onRemove}
        >
          {t('Remove {practice}', { practice: title })}
        </button>
      )}
    </fieldset>
  );
}
