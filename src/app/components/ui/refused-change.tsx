import { useT } from '#app/lib/i18n';
import type { OutboxItem } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';

type Props = {
  item: OutboxItem;
  /** The words when the server gave none. */
  fallback?: string;
  className?: string;
  /** Defaults to dropping the item from the outbox. */
  onDismiss?: (item: OutboxItem) => void;
};

/** A queued change the server refused, in its words, until dismissed (ADR 045: never dropped). */
export function RefusedChange({ item, fallback = '', className = '', onDismiss }: Props) {
  const t = useT();
  return (
    <div className={`banner banner-error ${className}`.trim()} role="alert">
      <span>
        {t('Not applied: {change}. {reason}', {
          change: syncEngine.describe(item),
          reason: t(item.lastError ?? fallback),
        })}
      </span>
      <button
        type="button"
        className="btn btn-light"
        onClick={() => (onDismiss ? onDismiss(item) : void syncEngine.dismiss(item.id))}
      >
        {t('Dismiss')}
      </button>
    </div>
  );
}
