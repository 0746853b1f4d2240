import { type ReactNode, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { Pagination } from './pagination';
import { pageOf, type SortDirection, type SortValue, sortRows } from './sort-rows';
import './data-table.css';

export type Column<T> = {
  key: string;
  /** Already translated. */
  header: string;
  cell(row: T): ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?(row: T): SortValue;
  /** Row header: the cell that names the row for a screen reader (e.g. the name). */
  rowHeader?: boolean;
  /** A class on the column's header and cells, for the screen's column widths. */
  className?: string;
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
 *
 * Below 768 px each row is a card and each cell carries its column's header as a label
 * (`data-label`, drawn by data-table.css); the sortable headers stay above the cards as buttons.
 * The explicit roles keep the table a table for screen readers whatever its CSS display (ADR 150).
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
  const t = useT();
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
      {/* biome-ignore-start lint/a11y/noRedundantRoles: a block-displayed table loses its implicit roles in some browsers (ADR 150) */}
      <table className="ui-table" role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr
            role="row"
            data-sort-label={columns.some((c) => c.sortValue) ? t('Sort by') : undefined}
          >
            {columns.map((c) => {
              const current = sort?.key === c.key ? sort.direction : undefined;
              return (
                <th
                  key={c.key}
                  className={c.className}
                  role="columnheader"
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
        <tbody role="rowgroup">
          {shown.rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.key} className={c.className} role="rowheader" scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  <Cell key={c.key} label={c.header} className={c.className}>
                    {c.cell(row)}
                  </Cell>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: see above */}
      <Pagination page={shown.page} totalPages={shown.totalPages} onPage={setPage} />
    </div>
  );
}

/** A data cell; its value is one box beside the label on phones, and an empty cell stays empty. */
function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const empty =
    children === null || children === undefined || children === false || children === '';
  return (
    // biome-ignore lint/a11y/noRedundantRoles: as the table's (ADR 150)
    <td className={className} role="cell" data-label={label}>
      {empty ? null : <div className="ui-table-value">{children}</div>}
    </td>
  );
}
