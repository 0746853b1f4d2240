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

  // A choice shows at once and a second one keeps the first: the URL, which the list follows,
  // changes when the router has navigated, on a slow phone some time after the tap.
  const [picked, setPicked] = useState<Partial<Filters>>({});
  const urlFilters = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the URL's filters change
  useEffect(() => setPicked((held) => (Object.keys(held).length ? {} : held)), [urlFilters]);
  const shown: Filters = { ...filters, ...picked };
  latest.current = { filters: shown, onChange };
  const set = (patch: Partial<Filters>) => {
    setPicked((held) => ({ ...held, ...patch }));
    onChange({ ...shown, ...patch, page: undefined });
  };
  const specialtyOptions = specializations.map((s) => ({ value: s, label: t(specialtyId(s)) }));
  if (shown.specialization && !specializations.includes(shown.specialization)) {
    specialtyOptions.unshift({
      value: shown.specialization,
      label: t(specialtyId(shown.specialization)),
    });
  }

  // The server matches a city whatever its case: `?city=karachi` chooses Karachi.
  const listedCity = cities.find((c) => c.toLowerCase() === shown.city?.toLowerCase());
  const cityOptions = cities.map((c) => ({ value: c, label: c }));
  // A city from a link or an old bookmark stays chosen even when no doctor lists it now.
  if (shown.city && !listedCity) cityOptions.unshift({ value: shown.city, label: shown.city });

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
        value={shown.specialization}
        options={specialtyOptions}
        onChange={(value) => set({ specialization: value })}
      />
      <FilterSelect
        label={t('City')}
        anyLabel={t('All cities')}
        value={listedCity ?? shown.city}
        options={cityOptions}
        onChange={(value) => set({ city: value })}
      />
      <FilterSelect
        label={t('Rating')}
        anyLabel={t('Any rating')}
        value={shown.rating}
        options={RATING_OPTIONS}
        onChange={(value) => set({ rating: value ? (Number(value) as 4 | 3) : undefined })}
      />
      <FilterSelect
        label={t('Experience')}
        anyLabel={t('Any experience')}
        value={shown.experience}
        options={EXPERIENCE_OPTIONS}
        onChange={(value) => set({ experience: value as Filters['experience'] })}
      />
      <FilterSelect
        label={t('Availability')}
        anyLabel={t('Any time')}
        value={shown.available}
        options={AVAILABILITY_OPTIONS}
        onChange={(value) => set({ available: value as Filters['available'] })}
      />
      <FilterSelect
        label={t('Gender')}
        anyLabel={t('Any gender')}
        value={shown.gender}
        options={GENDER_OPTIONS}
        onChange={(value) => set({ gender: value as Filters['gender'] })}
      />
      <div className="field doctor-filters-check">
        <label>
          <input
            type="checkbox"
            checked={shown.mode === 'video'}
            onChange={(e) => set({ mode: e.target.checked ? 'video' : undefined })}
          />{' '}
          {t(VIDEO_CONSULTATION)}
        </label>
      </div>
    </search>
  );
}
