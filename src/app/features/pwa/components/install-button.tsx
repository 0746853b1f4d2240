import { promptInstall, usePwa } from '#app/lib/pwa';
import '../pwa.css';
import { useT } from '#app/lib/i18n';

/** Shown only where the browser offers installation. */
export function InstallButton() {
  const { canInstall } = usePwa();
  const t = useT();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="btn btn-light pwa-install"
      onClick={() => void promptInstall()}
    >
      {t('Install app')}
    </button>
  );
}
