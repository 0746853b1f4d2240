import { type ReactNode, useId } from 'react';
import { useT } from '#app/lib/i18n';

type SubmitButtonProps = {
  busy: boolean;
  busyText: string;
  disabled?: boolean;
  /** Why the form cannot be sent yet (a catalog id): shown under the button, which it disables and describes. */
  blockedBy?: string | null;
  children: ReactNode;
};

/**
 * The form's submit button, reading `busyText` while the call runs. Pressing it does not take
 * focus: the blur would show the field's error and move the button before the click lands.
 */
export function SubmitButton({ busy, busyText, disabled, blockedBy, children }: SubmitButtonProps) {
  const t = useT();
  const hintId = useId();
  return (
    <>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={disabled || busy || Boolean(blockedBy)}
        aria-describedby={blockedBy ? hintId : undefined}
        onMouseDown={(e) => e.preventDefault()}
      >
        {busy ? busyText : children}
      </button>
      {blockedBy && (
        <p id={hintId} className="field-hint auth-submit-hint">
          {t(blockedBy)}
        </p>
      )}
    </>
  );
}
