import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { SyncStatus } from '#app/offline/sync-status';
import { deviceTimeZone } from '#shared/domain/clinic-time';

export const LOAD_FAILED = msg('Failed to load reviews');

type Props = { status: SyncStatus; hasRows: boolean; online: boolean; onRetry(): void };

/**
 * ADR 006: the list renders from the device and says how old it is when the last refresh failed;
 * with nothing on the device and no answer, that the reviews could not be loaded.
 */
export function ReviewsSyncNotice({ status, hasRows, online, onRetry }: Props) {
  const t = useT();
  const format = useFormat();
  const retry = (
    <button type="button" className="btn btn-light" onClick={onRetry} disabled={status.refreshing}>
      {t('Retry')}
    </button>
  );
  if (status.lastSyncedAt === null) {
    if (!status.lastError || hasRows) return null;
    return (
      <div className="banner banner-error" role="alert">
        <span>{t(LOAD_FAILED)}</span>
        {retry}
      </div>
    );
  }
  if (!status.stale) return null;
  return (
    <div className="banner banner-info" role="status">
      <span>
        {online ? t('Could not refresh just now.') : t('You are offline.')}{' '}
        {t('Showing reviews last synced {when}.', {
          // When this device last heard from the server, on the device's own clock.
          when: format.date(status.lastSyncedAt, {
            pattern: 'MMM d, yyyy, h:mm a',
            timeZone: deviceTimeZone(),
          }),
        })}
      </span>
      {retry}
    </div>
  );
}
