import type { ChangeEvent } from 'react';
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
  const specialization = bind('specialization');
  return (
    <div className="auth-grid">
      <Field id={specialization.id} label="Specialization" error={specialization.error}>
        {(control) => (
          <select
            {...control}
            name={specialization.name}
            value={specialization.value}
            onChange={specialization.onChange}
            onBlur={specialization.onBlur}
            required
          >
            <option value="">Select your specialization</option>
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
        label="Qualifications"
        placeholder="e.g. MBBS, FCPS"
        required
      />
      <TextField {...bind('clinicName')} label="Clinic Name" autoComplete="organization" required />
      <TextField
        {...bind('experience')}
        label="Experience (years)"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        required
      />
      <TextField
        {...bind('licenseNumber')}
        label="License Number"
        placeholder="e.g. PMDC-12345"
        required
      />
      <TextField
        {...bind('consultationFee')}
        label="Consultation Fee (PKR)"
        type="number"
        min={DOCTOR_FEE_MIN}
        max={DOCTOR_FEE_MAX}
        step={1}
        inputMode="numeric"
        required
        hint={`Between ${DOCTOR_FEE_MIN} and ${DOCTOR_FEE_MAX} PKR.`}
      />
    </div>
  );
}
