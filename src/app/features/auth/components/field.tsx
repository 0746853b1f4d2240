import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { type FieldControlProps, FormField } from '#app/components/ui/form-field';
import { useT } from '#app/lib/i18n';

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra content under the control, such as the strength meter (give it `${id}-extra`). */
  extra?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The kit's FormField with the auth forms' messages: errors and hints are catalog ids (the
 * schemas' and the server's), and the form's own alert announces them.
 */
export function Field({ id, label, error, hint, extra, children }: FieldProps) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={label}
      help={typeof hint === 'string' ? t(hint) : hint}
      error={error ? t(error) : null}
      extra={extra}
      announceError={false}
    >
      {children}
    </FormField>
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
