import { msg, useT } from '#app/lib/i18n';
import type { MedicineDraft } from '../summary-form';

export const MEDICINE_COLUMNS = [
  ['name', msg('Medicine')],
  ['strength', msg('Strength')],
  ['form', msg('Form')],
  ['dose', msg('Dose')],
  ['frequency', msg('How often')],
  ['duration', msg('For how long')],
  ['instructions', msg('Instructions')],
] as const;

/**
 * The tests advised, one an item, as the doctor wrote them. What the doctor wrote is marked
 * translate="no" here and in the summaries: a browser's page translation must never reword a
 * dose or a diagnosis.
 */
export function TestsList({ tests }: { tests: string[] }) {
  return (
    <ul>
      {tests.map((test) => (
        <li key={test}>
          <bdi translate="no">{test}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * The medicines as a table. The doctor's words stay as entered, in their own direction (<bdi>),
 * so "500 mg" reads left to right inside an Urdu page. On a narrow screen each medicine is a
 * card, its name on top and each other cell labelled by its column (visit-summaries.css, as
 * ADR 150's tables: explicit roles, the drawn label not read twice); on paper it stays a table.
 */
export function MedicinesTable({ medicines }: { medicines: MedicineDraft[] }) {
  const t = useT();
  const [[nameKey, nameLabel], ...rest] = MEDICINE_COLUMNS;
  return (
    <div className="vs-medicines-wrap">
      {/* biome-ignore-start lint/a11y/noRedundantRoles: a block-displayed table loses its implicit roles in some browsers (ADR 150) */}
      <table className="vs-medicines" role="table">
        <caption className="sr-only">{t('Medicines')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {MEDICINE_COLUMNS.map(([key, label]) => (
              <th key={key} role="columnheader" scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {medicines.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a prescription's rows have no ids; its order is fixed.
            <tr key={i} role="row">
              <th role="rowheader" scope="row" data-label={t(nameLabel)}>
                <bdi translate="no">{m[nameKey]}</bdi>
              </th>
              {rest.map(([key, label]) => (
                <td key={key} role="cell" data-label={t(label)}>
                  {m[key] && <bdi translate="no">{m[key]}</bdi>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: see above */}
    </div>
  );
}
