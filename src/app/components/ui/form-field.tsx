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
  /** A fixed id for the control (help, error and extra get `<id>-help`, `-error`, `-extra`). */
  id?: string;
  /** More that describes the control, under it (a strength meter); give it the id `<id>-extra`. */
  extra?: ReactNode;
  /**
   * Off when the form announces its errors itself (a summary, focus on the first invalid
   * field); on, the error is read out as it appears.
   */
  announceError?: boolean;
  className?: string;
  children(control: FieldControlProps): ReactNode;
};

/**
 * A label, a control, a help line and an error, wired together: the label names the control,
 * help, extra and error describe it, and an error marks it invalid.
 */
export function FormField({
  label,
  help,
  error,
  required,
  id: fixedId,
  extra,
  announceError = true,
  className,
  children,
}: Props) {
  const generated = useId();
  const id = fixedId ?? generated;
  const describedBy = [help && `${id}-help`, error && `${id}-error`, extra && `${id}-extra`]
    .filter(Boolean)
    .join(' ');
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
        <p id={`${id}-help`} className="field-hint">
          {help}
        </p>
      )}
      {extra}
      {error && (
        <p id={`${id}-error`} className="field-error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
