import { type ChangeEvent, useCallback, useId, useMemo, useState } from 'react';
import type { FieldErrors } from '../lib/field-errors';

type Values<K extends string> = Record<K, string>;

/**
 * Form state for the account screens: errors come from the shared schema and show once a field
 * has been blurred (ADR 077) or after a submit attempt.
 */
export function useForm<K extends string>(
  initial: Values<K>,
  validate: (values: Values<K>) => FieldErrors<K>,
) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const errors = useMemo(() => validate(values), [validate, values]);
  const isValid = Object.keys(errors).length === 0;
  const fieldOrder = Object.keys(initial) as K[];

  const idFor = useCallback((field: K) => `${formId}-${field}`, [formId]);

  const bind = (field: K) => ({
    id: idFor(field),
    name: field,
    value: values[field],
    error: touched[field] ? errors[field] : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  /** Shows every error and moves focus to the first invalid field; answers whether all is valid. */
  const touchAllAndFocus = () => {
    setTouched(Object.fromEntries(fieldOrder.map((k) => [k, true])) as Record<K, boolean>);
    const first = fieldOrder.find((k) => errors[k]);
    if (first) document.getElementById(idFor(first))?.focus();
    return !first;
  };

  return { values, setValues, errors, isValid, bind, touchAllAndFocus, idFor };
}
