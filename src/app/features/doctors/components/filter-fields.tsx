import { VIDEO_CONSULTATION } from '#app/components/practices/labels';
import { Select } from '#app/components/ui/select';
import { cityName } from '#app/lib/display-names';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  type DoctorFilters as Filters,
  GENDER_OPTIONS,
  RATING_OPTIONS,
} from '../filters';

/** The filters besides the search text: what the phone's sheet holds (ADR 151). */
export const SHEET_FILTERS = [
  'specialization',
  'city',
  'rating',
  'experience',
  'available',
  'gender',
  'mode',
] as const satisfies readonly (keyof Filters)[];

export const activeFilterCount = (filters: Filters) =>
  SHEET_FILTERS.filter((key) => filters[key] !== undefined && filters[key] !== '').length;

type Option = { value: string | number; label: string };

/** A kit Select whose first option, "Any …", clears the filter. */
function FilterSelect(props: {
  label: string;
  value: string | number | undefined;
  anyLabel: string;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
}) {
  const t = useT();
  return (
    <Select
      label={props.label}
      placeholder={props.anyLabel}
      value={props.value === undefined ? '' : String(props.value)}
      options={props.options.map((o) => ({ value: String(o.value), label: t(o.label) }))}
      onChange={(value) => props.onChange(value || undefined)}
    />
  );
}

type Props = {
  value: Filters;
  specializations: string[];
  /** The cities doctors practise in; the city filter is how patients in Pakistan search. */
  cities: string[];
  onPatch: (patch: Partial<Filters>) => void;
};

/** The selects and the video check box, beside the search box or in the phone's sheet. */
export function FilterFields({ value, specializations, cities, onPatch }: Props) {
  const t = useT();
  const specialtyOptions = specializations.map((s) => ({ value: s, label: t(specialtyId(s)) }));
  if (value.specialization && !specializations.includes(value.specialization)) {
    specialtyOptions.unshift({
      value: value.specialization,
      label: t(specialtyId(value.specialization)),
    });
  }
  // The server matches a city whatever its case: `?city=karachi` chooses Karachi.
  const listedCity = cities.find((c) => c.toLowerCase() === value.city?.toLowerCase());
  const cityOptions = cities.map((c) => ({ value: c, label: cityName(c, t) }));
  // A city from a link or an old bookmark stays chosen even when no doctor lists it now.
  if (value.city && !listedCity)
    cityOptions.unshift({ value: value.city, label: cityName(value.city, t) });

  return (
    <>
      <FilterSelect
        label={t('Specialization')}
        anyLabel={t('All specializations')}
        value={value.specialization}
        options={specialtyOptions}
        onChange={(v) => onPatch({ specialization: v })}
      />
      <FilterSelect
        label={t('City')}
        anyLabel={t('All cities')}
        value={listedCity ?? value.city}
        options={cityOptions}
        onChange={(v) => onPatch({ city: v })}
      />
      <FilterSelect
        label={t('Rating')}
        anyLabel={t('Any rating')}
        value={value.rating}
        options={RATING_OPTIONS}
        onChange={(v) => onPatch({ rating: v ? (Number(v) as 4 | 3) : undefined })}
      />
      <FilterSelect
        label={t('Experience')}
        anyLabel={t('Any experience')}
        value={value.experience}
        options={EXPERIENCE_OPTIONS}
        onChange={(v) => onPatch({ experience: v as Filters['experience'] })}
      />
      <FilterSelect
        label={t('Availability')}
        anyLabel={t('Any time')}
        value={value.available}
        options={AVAILABILITY_OPTIONS}
        onChange={(v) => onPatch({ available: v as Filters['available'] })}
      />
      <FilterSelect
        label={t('Gender')}
        anyLabel={t('Any gender')}
        value={value.gender}
        options={GENDER_OPTIONS}
        onChange={(v) => onPatch({ gender: v as Filters['gender'] })}
      />
      <div className="field doctor-filters-check">
        <label>
          <input
            type="checkbox"
            checked={value.mode === 'video'}
            onChange={(e) => onPatch({ mode: e.target.checked ? 'video' : undefined })}
          />{' '}
          {t(VIDEO_CONSULTATION)}
        </label>
      </div>
    </>
  );
}
