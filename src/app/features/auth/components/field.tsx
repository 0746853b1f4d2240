import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '#app/lib/i18n';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra content under the control, such as the strength meter (give it `${id}-extra`). */
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control whose error and hint are tied to it for screen readers. */
export function Field({ id, label, error, hint, extra, children }: FieldProps) {
  const t = useT();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`, extra && `${id}-extra`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {typeof hint === 'string' ? t(hint) : hint}
        </p>
      )}
      {extra}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {/* The schemas' and the server's messages are catalog ids. */}
          {t(error)}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  extra?: ReactNode;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
};

export function TextField({ id, label, error, hint, extra, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} extra={extra}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}
