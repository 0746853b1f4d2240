import type { ReactNode } from 'react';
import { FormField } from './form-field';

export type SelectOption = { value: string; label: string };

type Props = {
  /** Already translated, as are the options' labels, `help`, `error` and `placeholder`. */
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
  /** A first option with the value '' (e.g. "All specialties"). */
  placeholder?: string;
  help?: ReactNode;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** A fixed id for the select, so a form can move focus to it. */
  id?: string;
};

/** A native select inside a FormField: the platform's own list, keyboard and screen reader. */
export function Select({ options, value, onChange, placeholder, disabled, name, ...field }: Props) {
  return (
    <FormField {...field}>
      {(control) => (
        <select
          {...control}
          className="ui-select"
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
