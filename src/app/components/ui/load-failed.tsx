import { useT } from '#app/lib/i18n';

/** A load that failed, in its own words (a catalog id), and the way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
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
