import { useId, useRef } from 'react';
import { unsyncedWarning } from '#app/lib/sync-queue';
import { useFocusTrap } from '#app/lib/use-focus-trap';
import '../sync.css';
import { useT } from '#app/lib/i18n';

/**
 * D6: signing out removes this device's copy of the user's data, queue included, so changes
 * that have not reached the server would be lost. The user decides with the count in front
 * of them; Cancel has focus first because it is the safe choice.
 */
export function SignOutDialog({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useT();
  const textId = useId();
  useFocusTrap(ref, onCancel);
  return (
    <div className="sync-backdrop">
      <div
        ref={ref}
        className="sync-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId}>{t('Sign Out')}</h2>
        <p id={textId}>{unsyncedWarning(count)}</p>
        <div className="row sync-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {t('Sign Out')}
          </button>
        </div>
      </div>
    </div>
  );
}
