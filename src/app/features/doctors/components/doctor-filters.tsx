import { useEffect, useRef, useState } from 'react';
import { VIDEO_CONSULTATION } from '#app/components/practices/labels';
import { Select } from '#app/components/ui/select';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  type DoctorFilters as Filters,
  GENDER_OPTIONS,
  RATING_OPTIONS,
  SEARCH_TEXT_MAX,
} from '../filters';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type Props = {
  filters: Filters;
  specializations: string[];
  /** The cities doctors practise in; the city filter is how patients in Pakistan search. */
  cities: string[];
  onChange: (next: Filters) => void;
};

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

/** Search text applies after a 500 ms pause; the selects apply at once. Any change resets the page. */
export function DoctorFilters({ filters, specializations, cities, onChange }: Props) {
  const t = useT();
  const [text, setText] = useState(filters.search ?? '');
  const debounced = useDebouncedValue(text);
  const lastSent = useRef(filters.search ?? '');
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  // The URL changed from elsewhere (back button, a link): show what it says.
  useEffect(() => {
    const fromUrl = filters.search ?? '';
    if (fromUrl !== lastSent.current) {
      lastSent.current = fromUrl;
      setText(fromUrl);
    }
  }, [filters.search]);

  useEffect(() => {
    const value = debounced.trim();
    if (value === lastSent.current) return;
    lastSent.current = value;
    const { filters: current, onChange: send } = latest.current;
    send({ ...current, search: value || undefined, page: undefined });
  }, [debounced]);

  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch, page: undefined });
  const specialtyOptions = specializations.map((s) => ({ value: s, label: t(specialtyId(s)) }));
  if (filters.specialization && !specializations.includes(filters.specialization)) {
    specialtyOptions.unshift({
      value: filters.specialization,
      label: t(specialtyId(filters.specialization)),
    });
  }

  // The server matches a city whatever its case: `?city=karachi` chooses Karachi.
  const listedCity = cities.find((c) => c.toLowerCase() === filters.city?.toLowerCase());
  const cityOptions = cities.map((c) => ({ value: c, label: c }));
  // A city from a link or an old bookmark stays chosen even when no doctor lists it now.
  if (filters.city && !listedCity)
    cityOptions.unshift({ value: filters.city, label: filters.city });

  return (
    <search className="card doctor-filters" aria-label={t('Filter doctors')}>
      <div className="field doctor-filters-search">
        <label htmlFor="doctor-search">{t('Search')}</label>
        <input
          id="doctor-search"
          type="search"
          placeholder={t('Doctor name, clinic or specialty')}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <FilterSelect
        label={t('Specialization')}
        anyLabel={t('All specializations')}
        value={filters.specialization}
        options={specialtyOptions}
        onChange={(value) => set({ specialization: value })}
      />
      <FilterSelect
        label={t('City')}
        anyLabel={t('All cities')}
        value={listedCity ?? filters.city}
        options={cityOptions}
        onChange={(value) => set({ city: value })}
      />
      <FilterSelect
        label={t('Rating')}
        anyLabel={t('Any rating')}
        value={filters.rating}
        options={RATING_OPTIONS}
        onChange={(value) => set({ rating: value ? (Number(value) as 4 | 3) : undefined })}
      />
      <FilterSelect
        label={t('Experience')}
        anyLabel={t('Any experience')}
        value={filters.experience}
        options={EXPERIENCE_OPTIONS}
        onChange={(value) => set({ experience: value as Filters['experience'] })}
      />
      <FilterSelect
        label={t('Availability')}
        anyLabel={t('Any time')}
        value={filters.available}
        options={AVAILABILITY_OPTIONS}
        onChange={(value) => set({ available: value as Filters['available'] })}
      />
      <FilterSelect
        label={t('Gender')}
        anyLabel={t('Any gender')}
        value={filters.gender}
        options={GENDER_OPTIONS}
        onChange={(value) => set({ gender: value as Filters['gender'] })}
      />
      <div className="field doctor-filters-check">
        <label>
          <input
            type="checkbox"
            checked={filters.mode === 'video'}
            onChange={(e) => set({ mode: e.target.checked ? 'video' : undefined })}
          />{' '}
          {t(VIDEO_CONSULTATION)}
        </label>
      </div>
    </search>
  );
}
