import { promptInstall, usePwa } from '#app/lib/pwa';
import '../pwa.css';

/** Shown only where the browser offers installation. */
export function InstallButton() {
  const { canInstall } = usePwa();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="btn btn-light pwa-install"
      onClick={() => void promptInstall()}
    >
      Install app
    </button>
  );
}
