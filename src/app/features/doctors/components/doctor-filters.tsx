import { useEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { type DoctorFilters as Filters, SEARCH_TEXT_MAX } from '../filters';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { activeFilterCount, FilterFields } from './filter-fields';
import { FiltersSheet } from './filters-sheet';

type Props = {
  filters: Filters;
  specializations: string[];
  /** The cities doctors practise in; the city filter is how patients in Pakistan search. */
  cities: string[];
  onChange: (next: Filters) => void;
};

/**
 * Search text applies after a 500 ms pause; the selects apply at once. Any change resets the page.
 * On a phone the selects fold into a sheet behind a Filters button (ADR 151), so the first
 * screen shows doctors; the stylesheet decides which of the two shows.
 */
export function DoctorFilters({ filters, specializations, cities, onChange }: Props) {
  const t = useT();
  const [text, setText] = useState(filters.search ?? '');
  const debounced = useDebouncedValue(text);
  const lastSent = useRef(filters.search ?? '');
  const latest = useRef({ filters, onChange });
  const [sheetOpen, setSheetOpen] = useState(false);

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
  const count = activeFilterCount(shown);

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
      <button
        type="button"
        className="btn btn-ghost doctor-filters-open"
        aria-haspopup="dialog"
        aria-label={count ? t('Filters, {count} active', { count }) : undefined}
        onClick={() => setSheetOpen(true)}
      >
        {t('Filters')}
        {count > 0 && (
          <span className="doctor-filters-count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <div className="doctor-filters-fields">
        <FilterFields
          value={shown}
          specializations={specializations}
          cities={cities}
          onPatch={set}
        />
      </div>
      {sheetOpen && (
        <FiltersSheet
          filters={shown}
          specializations={specializations}
          cities={cities}
          onClose={() => setSheetOpen(false)}
          onApply={(chosen) => {
            setSheetOpen(false);
            set(chosen);
          }}
        />
      )}
    </search>
  );
}
