import { useId } from 'react';
import { SearchBox } from '#app/components/ui/search-box';
import { Select } from '#app/components/ui/select';
import { useT } from '#app/lib/i18n';

type Key<F> = keyof F & string;

/**
 * A control of a records page's filter bar after its search: a choice among the feature's own
 * options (labelled with catalog ids), or a date. `label` and `all` are already translated.
 */
export type FilterField<F> =
  | {
      key: Key<F>;
      label: string;
      all: string;
      options: readonly { value: string; label: string }[];
    }
  | { key: Key<F>; label: string; date: true };

/** Every records page searches; its filters live in the URL under these names. */
export type SearchFilters = { search?: string };

type Props<F extends SearchFilters> = {
  label: string;
  /** The search box's placeholder, already translated. */
  searchPlaceholder: string;
  fields: readonly FilterField<F>[];
  filters: F;
  /** Called with the one filter that changed; an emptied control clears it. */
  onChange(patch: Partial<F>): void;
};

/** The filter bar above a records table: the search, then the fields in the order given. */
export function RecordFilters<F extends SearchFilters>(props: Props<F>) {
  const { filters, onChange } = props;
  const t = useT();
  const idPrefix = useId();
  const value = (key: Key<F>) => filters[key] as string | undefined;
  const set = (key: Key<F>, next: string | undefined) =>
    onChange({ [key]: next || undefined } as Partial<F>);
  return (
    <search className="card ui-filters" aria-label={props.label}>
      <SearchBox
        label={t('Search')}
        placeholder={props.searchPlaceholder}
        value={filters.search}
        onSearch={(text) => onChange({ search: text } as Partial<F>)}
      />
      {props.fields.map((field) => {
        if ('options' in field)
          return (
            <Select
              key={field.key}
              label={field.label}
              placeholder={field.all}
              value={value(field.key) ?? ''}
              options={field.options.map((o) => ({ value: o.value, label: t(o.label) }))}
              onChange={(choice) => set(field.key, choice)}
            />
          );
        const id = `${idPrefix}-${field.key}`;
        return (
          <div className="field" key={field.key}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              type="date"
              value={value(field.key) ?? ''}
              onChange={(e) => set(field.key, e.target.value)}
            />
          </div>
        );
      })}
    </search>
  );
}
