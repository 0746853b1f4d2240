import { useT } from '#app/lib/i18n';

type Props = { message: string; onRetry(): void };

/** A load that failed, in its own words (a catalog id), and the way to try again. */
export function LoadFailed({ message, onRetry }: Props) {
  const t = useT();
  return (
    <div className="banner banner-error" role="alert">
      <p>{t(message)}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('Retry')}
      </button>
    </div>
  );
}

/** The same on one line: the message, then Retry beside it. */
export function LoadFailedLine({ message, onRetry }: Props) {
  const t = useT();
  return (
    <div className="banner banner-error" role="alert">
      <span>{t(message)}</span>{' '}
      <button type="button" className="btn btn-light" onClick={onRetry}>
        {t('Retry')}
      </button>
    </div>
  );
}
