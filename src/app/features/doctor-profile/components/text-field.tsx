import { FormField } from '#app/components/ui/form-field';

type Props = {
  label: string;
  help?: string;
  value: string;
  disabled: boolean;
  required?: boolean;
  multiline?: boolean;
  numeric?: boolean;
  onChange(value: string): void;
};

/** A kit FormField holding one text input or text area of the profile form. */
export function TextField({
  label,
  help,
  value,
  disabled,
  required,
  multiline,
  numeric,
  onChange,
}: Props) {
  return (
    <FormField label={label} help={help} required={required}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            inputMode={numeric ? 'numeric' : undefined}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}
