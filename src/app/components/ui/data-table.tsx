import { type ReactNode, useState } from 'react';
import { Pagination } from './pagination';
import { pageOf, type SortDirection, type SortValue, sortRows } from './sort-rows';

export type Column<T> = {
  key: string;
  /** Already translated. */
  header: string;
  cell(row: T): ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?(row: T): SortValue;
  /** Row header: the cell that names the row for a screen reader (e.g. the name). */
  rowHeader?: boolean;
};

type Sort = { key: string; direction: SortDirection };

type Props<T> = {
  /** Names the table, already translated; read out before the rows. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  pageSize?: number;
  initialSort?: Sort;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

/**
 * A table of records: a sortable column's header is a button (Enter or Space sorts, a second
 * press reverses), `aria-sort` says the order, and long lists are paged; sorting goes back to
 * page 1 so the first rows of the new order are what the reader sees.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize = 20,
  initialSort,
  empty,
}: Props<T>) {
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  if (rows.length === 0) return <>{empty}</>;

  const column = sort && columns.find((c) => c.key === sort.key);
  const ordered =
    sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  const shown = pageOf(ordered, page, pageSize);

  function sortBy(key: string) {
    setSort((s) => ({
      key,
      direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));
    setPage(1);
  }

  return (
    <div className="ui-table-wrap">
      <table className="ui-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const current = sort?.key === c.key ? sort.direction : undefined;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={c.sortValue ? (current ?? 'none') : undefined}
                >
                  {c.sortValue ? (
                    <button type="button" className="ui-sort" onClick={() => sortBy(c.key)}>
                      {c.header}
                      <span className="ui-sort-icon" aria-hidden="true">
                        {current === 'ascending' ? '▲' : current === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.key} scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key}>{c.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={shown.page} totalPages={shown.totalPages} onPage={setPage} />
    </div>
  );
}
