import type { ReactNode } from 'react';

type SubmitButtonProps = {
  busy: boolean;
  busyText: string;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
};

/**
 * The form's submit button, reading `busyText` while the call runs. Pressing it does not take
 * focus: the blur would show the field's error and move the button before the click lands.
 */
export function SubmitButton({
  busy,
  busyText,
  disabled,
  describedBy,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={disabled || busy}
      aria-describedby={describedBy}
      onMouseDown={(e) => e.preventDefault()}
    >
      {busy ? busyText : children}
    </button>
  );
}
