import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { SyncStatus } from '#app/lib/sync-queue';
import { deviceTimeZone } from '#shared/domain/clinic-time';

export const LOAD_FAILED = msg('Failed to load appointments');

/** 'Mar 10, 2025, 3:05 PM' on the device's clock: when this device last heard from the server. */
const SYNCED_AT_PATTERN = 'MMM d, yyyy, h:mm a';

type Props = {
  status: SyncStatus;
  hasRows: boolean;
  online: boolean;
  onRetry(): void;
};

/**
 * D6: the list renders from the mirror and says how old it is when the last refresh failed;
 * with nothing on the device and no answer, it says the list could not be loaded.
 */
export function SyncNotice({ status, hasRows, online, onRetry }: Props) {
  const t = useT();
  const format = useFormat();
  const retry = (
    <button type="button" className="btn btn-light" onClick={onRetry} disabled={status.refreshing}>
      {status.refreshing ? t('Refreshing…') : t('Retry')}
    </button>
  );
  if (status.lastSyncedAt === null) {
    if (status.lastError && !hasRows) {
      return (
        <div className="banner banner-error appt-sync" role="alert">
          <span>
            {online ? t(LOAD_FAILED) : t('Failed to load appointments. You are offline.')}
          </span>
          {retry}
        </div>
      );
    }
    return null;
  }
  if (!status.stale) return null;
  return (
    <div className="banner banner-info appt-sync" role="status">
      <span>
        {online ? t('Could not refresh just now.') : t('You are offline.')}{' '}
        {t('Showing appointments last synced {when}.', {
          when: format.date(status.lastSyncedAt, {
            pattern: SYNCED_AT_PATTERN,
            timeZone: deviceTimeZone(),
          }),
        })}
      </span>
      {retry}
    </div>
  );
}
