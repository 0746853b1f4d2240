import { useState } from 'react';
import { Dialog } from '#app/components/ui/dialog';
import { useT } from '#app/lib/i18n';
import type { DoctorFilters as Filters } from '../filters';
import { FilterFields, SHEET_FILTERS } from './filter-fields';

type SheetFilters = Pick<Filters, (typeof SHEET_FILTERS)[number]>;

type Props = {
  filters: Filters;
  specializations: string[];
  cities: string[];
  /** The sheet's choices, all at once; the list behind reloads once, not on every select. */
  onApply: (chosen: SheetFilters) => void;
  onClose: () => void;
};

const cleared = Object.fromEntries(SHEET_FILTERS.map((key) => [key, undefined])) as SheetFilters;
const pick = (filters: Filters) =>
  Object.fromEntries(SHEET_FILTERS.map((key) => [key, filters[key]])) as SheetFilters;

/**
 * Find a Doctor's filters on a phone (ADR 151): a sheet from the bottom of the screen, in the
 * app's modal dialog (focus in, Escape, focus back to the Filters button). Closing it without
 * Show doctors leaves the filters as they were.
 */
export function FiltersSheet({ filters, specializations, cities, onApply, onClose }: Props) {
  const t = useT();
  const [draft, setDraft] = useState(() => pick(filters));
  return (
    <Dialog title={t('Filter doctors')} onClose={onClose} className="filters-sheet">
      <button type="button" className="ui-dialog-close" aria-label={t('Close')} onClick={onClose}>
        ×
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <div className="filters-sheet-fields">
          <FilterFields
            value={draft}
            specializations={specializations}
            cities={cities}
            onPatch={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          />
        </div>
        <div className="filters-sheet-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setDraft(cleared)}>
            {t('Clear filters')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('Show doctors')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
