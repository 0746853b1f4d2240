import { usePwa } from '#app/lib/pwa';
import '../pwa.css';
import { useT } from '#app/lib/i18n';

/** Always visible while offline, so nobody mistakes the last synced data for live data. */
export function OfflineIndicator() {
  const { offline } = usePwa();
  const t = useT();
  if (!offline) return null;
  return (
    <div className="ui-strip pwa-offline" role="status" data-no-save>
      {t(
        'You are offline. Showing the data saved on this device; changes will sync when you are back online.',
      )}
    </div>
  );
}
