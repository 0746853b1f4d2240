import { useLastSyncedText } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { SyncStatus } from '#app/offline/sync-status';

type Props = {
  status: SyncStatus;
  online: boolean;
  className?: string;
  /** Offered while the copy is stale: asks the server again. */
  onRetry?: () => void;
};

/**
 * ADR 006: a screen read from the mirror says how old its data is. Quiet while fresh; says that the
 * device is offline, or could not refresh, when the last attempt failed (with Retry if given).
 */
export function LastSynced({ status, online, className, onRetry }: Props) {
  const t = useT();
  const lastSynced = useLastSyncedText();
  if (status.lastSyncedAt === null) return null;
  const lead = status.stale
    ? online
      ? t('Could not refresh just now.')
      : t('You are offline.')
    : '';
  const look = status.stale && onRetry ? 'ui-spread banner banner-info' : 'ui-spread muted';
  return (
    <p className={[look, className].filter(Boolean).join(' ')} role="status" data-last-synced>
      <span>
        {lead && `${lead} `}
        {lastSynced(status.lastSyncedAt)}
      </span>
      {status.stale && onRetry && (
        <button
          type="button"
          className="btn btn-light"
          onClick={onRetry}
          disabled={status.refreshing}
        >
          {t('Retry')}
        </button>
      )}
    </p>
  );
}
