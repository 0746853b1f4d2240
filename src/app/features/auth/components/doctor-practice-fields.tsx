import type { ChangeEvent } from 'react';
import { useT } from '#app/lib/i18n';
import { DOCTOR_FEE_MAX, DOCTOR_FEE_MIN, SPECIALTIES } from '#shared/schemas/doctor';
import { Field, TextField } from './field';

type Bound = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

type PracticeFieldName =
  | 'specialization'
  | 'qualifications'
  | 'clinicName'
  | 'experience'
  | 'licenseNumber'
  | 'consultationFee';

/** The professional half of section 2.7's form. */
export function DoctorPracticeFields({ bind }: { bind: (field: PracticeFieldName) => Bound }) {
  const t = useT();
  const specialization = bind('specialization');
  return (
    <div className="auth-grid">
      <Field id={specialization.id} label={t('Specialization')} error={specialization.error}>
        {(control) => (
          <select
            {...control}
            name={specialization.name}
            value={specialization.value}
            onChange={specialization.onChange}
            onBlur={specialization.onBlur}
            required
          >
            <option value="">{t('Select your specialization')}</option>
            {SPECIALTIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        {...bind('qualifications')}
        label={t('Qualifications')}
        placeholder={t('e.g. MBBS, FCPS')}
        required
      />
      <TextField
        {...bind('clinicName')}
        label={t('Clinic Name')}
        autoComplete="organization"
        required
      />
      <TextField
        {...bind('experience')}
        label={t('Experience (years)')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        required
      />
      <TextField
        {...bind('licenseNumber')}
        label={t('License Number')}
        placeholder={t('e.g. PMDC-12345')}
        required
      />
      <TextField
        {...bind('consultationFee')}
        label={t('Consultation Fee (PKR)')}
        type="number"
        min={DOCTOR_FEE_MIN}
        max={DOCTOR_FEE_MAX}
        step={1}
        inputMode="numeric"
        required
        hint={t('Between {min} and {max} PKR.', { min: DOCTOR_FEE_MIN, max: DOCTOR_FEE_MAX })}
      />
    </div>
  );
}
