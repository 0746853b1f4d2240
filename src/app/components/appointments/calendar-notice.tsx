import type { Calendar } from '#app/hooks/use-appointment-calendar';
import { useFormat, useLastSyncedText } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { Trans } from '#app/lib/trans';

const RANGE_PATTERN = 'MMM d, yyyy';

const OFFLINE = msg('You are offline.');
const FAILED_OFFLINE = msg('Failed to load appointments. You are offline.');
const NO_CALENDAR = msg('Could not load the full calendar.');
const RANGE = msg(
  'Showing the appointments saved on this device, from <0>{from}</0> to <1>{to}</1>.',
);
const EVERYTHING = msg('Showing the appointments saved on this device.');

const DATE = <bdi />;

type Props = {
  calendar: Calendar<unknown>;
  /** What a failed load says online; handed in, so this lazy module shares no chunk with the list's. */
  failed: string;
  onRetry(): void;
};

/**
 * Says when the list is the device copy rather than the server's calendar, why, which dates
 * that copy covers and when it was filled; with nothing on the device and no answer, that the
 * list could not be loaded. Quiet while the server's calendar is shown.
 */
export function CalendarNotice({ calendar, failed, onRetry }: Props) {
  const t = useT();
  const format = useFormat();
  const lastSynced = useLastSyncedText();
  const { fallback, range, status, online } = calendar;
  const retry = online && (
    <button type="button" className="btn btn-light" onClick={onRetry} disabled={status.refreshing}>
      {t('Retry')}
    </button>
  );
  if (calendar.failedToLoad) {
    return (
      <div className="banner banner-error appt-sync" role="alert">
        <span>{t(online ? failed : FAILED_OFFLINE)}</span>
        {retry}
      </div>
    );
  }
  if (!fallback) return null;
  const synced = status.lastSyncedAt === null ? '' : lastSynced(status.lastSyncedAt);
  const day = (date: string) => format.date(date, { pattern: RANGE_PATTERN });
  return (
    <div className="banner banner-info appt-sync" role="status" data-last-synced>
      <span>
        {t(fallback === 'offline' ? OFFLINE : NO_CALENDAR)}{' '}
        {range ? (
          <Trans
            id={RANGE}
            values={{ from: day(range.from), to: day(range.to) }}
            components={{ 0: DATE, 1: DATE }}
          />
        ) : (
          t(EVERYTHING)
        )}{' '}
        {synced}
      </span>
      {fallback === 'failed' && retry}
    </div>
  );
}
