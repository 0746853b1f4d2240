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
 * so "500 mg" reads left to right inside an Urdu page.
 */
export function MedicinesTable({ medicines }: { medicines: MedicineDraft[] }) {
  const t = useT();
  return (
    <table className="vs-medicines">
      <caption className="sr-only">{t('Medicines')}</caption>
      <thead>
        <tr>
          {MEDICINE_COLUMNS.map(([key, label]) => (
            <th key={key} scope="col">
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {medicines.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prescription's rows have no ids; its order is fixed.
          <tr key={i}>
            {MEDICINE_COLUMNS.map(([key]) => (
              <td key={key}>
                <bdi translate="no">{m[key]}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
