import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import { useClinicSettings } from '#app/lib/public-settings';
import { type PracticeText, SPECIALTIES } from '#shared/schemas/doctor';
import { FEE_RANGE_MSG } from '../lib/forms';
import type { BoundField } from './account-fields';
import { Field, TextField } from './field';

/** The professional half of ADR 075's form. */
export function DoctorPracticeFields({
  bind,
}: {
  bind: (field: keyof PracticeText) => BoundField;
}) {
  const t = useT();
  const format = useFormat();
  const specialization = bind('specialization');
  const fee = bind('consultationFee');
  // ADR 009: the administrator's fee range, remembered on the device for an offline start.
  const { min, max } = useClinicSettings().consultationFeeRange;
  const range = { min: format.number(min), max: format.number(max) };
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
                {t(specialtyId(s))}
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
        {...fee}
        error={fee.error === FEE_RANGE_MSG ? t(FEE_RANGE_MSG, range) : fee.error}
        label={t('Consultation Fee (PKR)')}
        type="number"
        min={min}
        max={max}
        step={1}
        inputMode="numeric"
        required
        hint={t('Between {min} and {max} PKR.', range)}
      />
    </div>
  );
}
