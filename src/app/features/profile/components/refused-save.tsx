import { useT } from '#app/lib/i18n';
import { syncEngine } from '#app/offline/outbox';
import type { RefusedSave } from '../hooks/use-profile';

type Props = { refused: RefusedSave; onRestore(refused: RefusedSave): void };

/**
 * ADR 006: a save the server refused (typically 409, changed elsewhere) is never applied over the
 * newer copy; the user reads why and chooses to edit their text again on top of it, or drop it.
 */
export function RefusedSaveNotice({ refused, onRestore }: Props) {
  const t = useT();
  return (
    <div className="banner banner-warning profile-refused" role="alert">
      <p>
        <strong>{t('Your profile changes were not saved.')}</strong>{' '}
        {refused.lastError ? t(refused.lastError) : null}
      </p>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={() => onRestore(refused)}>
          {t('Keep my text')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void syncEngine.dismiss(refused.id)}
        >
          {t('Discard my changes')}
        </button>
      </div>
    </div>
  );
}
