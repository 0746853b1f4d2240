import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';

type Props = {
  id: string;
  /** Already translated. */
  title: string;
  /** The table's column headings, already translated, and its rows, already formatted. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  empty?: boolean;
  children: ReactNode;
};

/**
 * One chart with its text alternative: the canvas is an image named after the chart, and the
 * same figures follow as a table that screen readers read and sighted users do not see.
 */
export function ChartCard({ id, title, columns, rows, empty = false, children }: Props) {
  const t = useT();
  return (
    <section className="card reports-chart" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <p className="muted">{t('No data for this period')}</p>
      ) : (
        <div className="reports-canvas">{children}</div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
