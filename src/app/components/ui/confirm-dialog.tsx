import { type ReactNode, useId, useRef, useState } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { Dialog } from './dialog';

export const REASON_REQUIRED = msg('Please enter a reason.');
export const REASON_TOO_SHORT = msg('Please enter at least {min} characters.');

export type ReasonBox = {
  /** The textarea's label, already translated. */
  label: string;
  required?: boolean;
  /** The message id for an empty required reason; REASON_REQUIRED when absent. */
  requiredMessage?: string;
  minLength?: number;
  maxLength?: number;
  /** A further rule: answers a message id when the trimmed reason is refused. */
  validate?(reason: string): string | null;
  /** One line (a reference, a code): a text input, where Enter confirms. */
  singleLine?: boolean;
};

type Props = {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs. */
  busyLabel?: string;
  cancelLabel: string;
  tone?: 'danger' | 'primary';
  reason?: ReasonBox;
  /** Receives the trimmed reason ('' without a reason box); the buttons wait while it runs. */
  onConfirm(reason: string): void | Promise<void>;
  onCancel(): void;
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * A question with two answers. Focus starts in the reason box when there is one, else on the
 * cancel button: the safe choice.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'danger',
  reason: box,
  onConfirm,
  onCancel,
  fallbackFocus,
}: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  function problem(value: string): string | null {
    if (!box) return null;
    if (box.required && value === '') return t(box.requiredMessage ?? REASON_REQUIRED);
    if (box.minLength && value.length < box.minLength && (box.required || value !== '')) {
      return t(REASON_TOO_SHORT, { min: box.minLength });
    }
    const refused = box.validate?.(value);
    return refused ? t(refused) : null;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = reason.trim();
    const refused = problem(value);
    if (refused) {
      setError(refused);
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(value);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title}
      describedBy={children ? textId : undefined}
      onClose={() => {
        if (!busy) onCancel();
      }}
      initialFocus={box ? textRef : cancelRef}
      fallbackFocus={fallbackFocus}
    >
      {children && <div id={textId}>{children}</div>}
      <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {box && (
          <div className="field">
            <label htmlFor={fieldId}>{box.label}</label>
            <BoxField
              singleLine={box.singleLine}
              id={fieldId}
              ref={textRef}
              required={box.required}
              minLength={box.minLength}
              maxLength={box.maxLength}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
            />
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="row ui-dialog-actions">
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-ghost"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button type="submit" className={`btn btn-${tone}`} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
    singleLine?: boolean;
    ref: React.Ref<HTMLTextAreaElement & HTMLInputElement>;
  };

function BoxField({ singleLine, ...field }: FieldProps) {
  return singleLine ? (
    <input type="text" autoComplete="off" {...field} />
  ) : (
    <textarea rows={3} {...field} />
  );
}
