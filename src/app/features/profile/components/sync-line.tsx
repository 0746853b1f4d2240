import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { SyncStatus } from '#app/lib/sync-queue';
import { deviceTimeZone } from '#shared/domain/clinic-time';

/** 'Mar 10, 2025, 3:05 PM' on the device's clock: when this device last heard from the server. */
const SYNCED_AT_PATTERN = 'MMM d, yyyy, h:mm a';
export const LAST_SYNCED = msg('Last synced {when}');

type Props = { status: SyncStatus; online: boolean; onRetry(): void };

/** D6: the profile renders from the device's copy and says how old it is. */
export function SyncLine({ status, online, onRetry }: Props) {
  const t = useT();
  const format = useFormat();
  if (status.lastSyncedAt === null) return null;
  const when = format.date(status.lastSyncedAt, {
    pattern: SYNCED_AT_PATTERN,
    timeZone: deviceTimeZone(),
  });
  return (
    <p className={`profile-synced${status.stale ? ' banner banner-info' : ' muted'}`} role="status">
      <span>
        {status.stale && (online ? t('Could not refresh just now.') : t('You are offline.'))}{' '}
        {t(LAST_SYNCED, { when })}
      </span>
      {status.stale && (
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
