import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { msg, useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import {
  DOCTOR_STATUS_FILTERS,
  type DoctorFilters,
  type DoctorStatusFilter,
} from '../doctor-filters';
import { VERIFICATION_LABEL } from './verification-badge';

type Props = {
  filters: DoctorFilters;
  specialties: readonly string[];
  onChange(filters: DoctorFilters): void;
};

const ALL_SPECIALTIES = msg('All Specialties');

/** ADR 081's filters of Verify Doctors: name or e-mail, status and specialty. */
export function DoctorFilterBar({ filters, specialties, onChange }: Props) {
  const t = useT();
  const set = (change: Partial<DoctorFilters>) => onChange({ ...filters, ...change });
  return (
    <search className="av-filters" aria-label={t('Filter doctors')}>
      <FormField label={t('Search')}>
        {(control) => (
          <input
            {...control}
            type="search"
            placeholder={t('Search by name or email')}
            value={filters.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        )}
      </FormField>
      <Select
        label={t('Status')}
        value={filters.status}
        placeholder={t('All')}
        options={DOCTOR_STATUS_FILTERS.map((s) => ({
          value: s,
          label: t(VERIFICATION_LABEL[s].label),
        }))}
        onChange={(value) => set({ status: value as DoctorStatusFilter })}
      />
      <Select
        label={t('Specialty')}
        value={filters.specialty}
        placeholder={t(ALL_SPECIALTIES)}
        options={specialties.map((s) => ({ value: s, label: t(specialtyId(s)) }))}
        onChange={(value) => set({ specialty: value })}
      />
    </search>
  );
}
