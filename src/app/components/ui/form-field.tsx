import { type ReactNode, useId } from 'react';

/** What the control inside a field needs to be named, described and marked invalid. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

type Props = {
  /** Already translated, as are `help` and `error`. */
  label: ReactNode;
  help?: ReactNode;
  error?: string | null;
  required?: boolean;
  className?: string;
  children(control: FieldControlProps): ReactNode;
};

/**
 * A label, a control, a help line and an error, wired together: the label names the control,
 * help and error describe it, and an error marks it invalid and is announced.
 */
export function FormField({ label, help, error, required, className, children }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {help && (
        <p id={helpId} className="field-hint">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
