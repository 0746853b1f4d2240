import { useId } from 'react';
import { useT } from '#app/lib/i18n';
import type { PracticeName } from '../api/desk-members-api';

type Props = {
  /** The doctor's clinic practices: only a clinic has a front desk. */
  practices: PracticeName[];
  chosen: string[];
  onChange(chosen: string[]): void;
  /** A catalog id. */
  error?: string | null;
  disabled?: boolean;
};

/** The practices a desk member works at, one checkbox each. */
export function PracticeChoices({ practices, chosen, onChange, error, disabled }: Props) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset
      className="field desk-practices"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t('Practices')}</legend>
      {practices.map((p) => (
        <label key={p._id} className="checkbox">
          <input
            type="checkbox"
            name="practiceIds"
            value={p._id}
            checked={chosen.includes(p._id)}
            disabled={disabled}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, p._id] : chosen.filter((id) => id !== p._id))
            }
          />
          <bdi>{p.name}</bdi>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
