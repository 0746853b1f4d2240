import { Outlet } from '@tanstack/react-router';
import { createContext, useContext, useId } from 'react';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { EmptyState, FirstPage } from '#app/components/ui/empty-state';
import { ExportLink } from '#app/components/ui/export-link';
import { LoadFailed } from '#app/components/ui/load-failed';
import { Pagination } from '#app/components/ui/pagination';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { type FilterField, RecordFilters, type SearchFilters } from './record-filters';
import type { RecordsLoad } from './records-load';
import './records.css';

/** The table of a records page; its texts are already translated. */
export type RecordsTable<R> = {
  caption: string;
  columns: readonly Column<R>[];
  rowKey(row: R): string;
  pageSize?: number;
  /** What an empty result says. */
  empty: string;
};

/**
 * What a records route hands its screen: the filters from the URL, and a reload of the list
 * (after a change made from a row). The rows are its child's (`RecordsList`).
 */
export type RecordsRoute<F> = {
  filters: F;
  onFiltersChange(next: F): void;
  onReload(): void;
};

type Props<F extends SearchFilters, R> = {
  route: RecordsRoute<F>;
  /** The heading, already translated, as is `filtersLabel`. */
  title: string;
  /** The list's API path: Export CSV asks it for every page under the same filters. */
  exportPath: string;
  /** The filters as the list's API takes them. */
  toQuery(filters: F): Record<string, string | number | undefined>;
  filtersLabel: string;
  /** The search box's placeholder, already translated. */
  searchPlaceholder: string;
  fields: readonly FilterField<F>[];
  table: RecordsTable<R>;
};

type ListContext = Omit<ResultProps<unknown>, 'load'>;
const List = createContext<ListContext | null>(null);

/**
 * One administrator's records screen: heading with Export CSV, the filter bar, then the table
 * with its pager, or the load's failure with Retry. The filters live in the URL, so a changed
 * filter starts again at page 1.
 *
 * The screen is the route's, without a loader; the table is its child route's (`RecordsList`),
 * which loads. So a changed filter puts only the table in its loading state: the filter bar, and
 * what is being typed in the search, stay (ADR 138).
 */
export function RecordsPage<F extends SearchFilters, R>(props: Props<F, R>) {
  const { filters, onFiltersChange, onReload } = props.route;
  const titleId = useId();
  const list: ListContext = {
    table: props.table as RecordsTable<unknown>,
    onReload,
    onPage: (page) => onFiltersChange({ ...filters, page }),
    onFirst: () => onFiltersChange({ ...filters, page: undefined }),
  };
  return (
    <section className="page admin-records" aria-labelledby={titleId}>
      <div className="admin-records-head">
        <h1 id={titleId}>{props.title}</h1>
        <ExportLink path={props.exportPath} query={props.toQuery(filters)} />
      </div>
      <RecordFilters
        label={props.filtersLabel}
        searchPlaceholder={props.searchPlaceholder}
        fields={props.fields}
        filters={filters}
        onChange={(patch) => onFiltersChange({ ...filters, ...patch, page: undefined })}
      />
      <List.Provider value={list}>
        <Outlet />
      </List.Provider>
    </section>
  );
}

/** The child route's table: its loader's answer, laid out by the screen above it. */
export function RecordsList<R>({ load }: { load: RecordsLoad<R> }) {
  const list = useContext(List);
  if (!list) throw new Error('RecordsList renders inside a RecordsPage');
  return <RecordsResult {...list} load={load as RecordsLoad<unknown>} />;
}

type ResultProps<R> = {
  load: RecordsLoad<R>;
  table: RecordsTable<R>;
  onReload(): void;
  onPage(page: number): void;
  onFirst(): void;
};

/** A records list's answer: the table and its numbered pager, or the failure with Retry. */
export function RecordsResult<R>({ load, table, onReload, onPage, onFirst }: ResultProps<R>) {
  const t = useT();
  const format = useFormat();
  if ('failed' in load) return <LoadFailed message={load.failed} onRetry={onReload} />;
  return (
    <>
      <DataTable
        caption={table.caption}
        columns={table.columns}
        rows={load.rows}
        rowKey={table.rowKey}
        pageSize={table.pageSize}
        empty={
          <EmptyState
            title={table.empty}
            action={load.paging && <FirstPage page={load.paging} onFirst={onFirst} />}
          />
        }
      />
      {load.paging?.totalCapped && (
        <p className="muted" role="status">
          {t(
            'More than {count} match: only the first {count} are listed. Narrow the filters to find the rest.',
            {
              count: format.number(load.paging.total),
            },
          )}
        </p>
      )}
      {load.paging && (
        <Pagination
          numbered
          page={load.paging.page}
          totalPages={load.paging.totalPages}
          onPage={onPage}
        />
      )}
    </>
  );
}
