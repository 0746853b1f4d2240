import { applyUpdate, dismissUpdate, usePwa } from '#app/lib/pwa';
import '../pwa.css';
import { useT } from '#app/lib/i18n';

/** A new version waits until the user chooses Reload; the page is never reloaded under them. */
export function UpdatePrompt() {
  const { updateReady } = usePwa();
  const t = useT();
  if (!updateReady) return null;
  return (
    <div className="pwa-update banner banner-info" role="status" data-no-save>
      <span>{t('A new version is available')}</span>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={applyUpdate}>
          {t('Reload')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={dismissUpdate}>
          {t('Later')}
        </button>
      </div>
    </div>
  );
}
