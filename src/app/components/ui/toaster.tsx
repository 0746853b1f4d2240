import { useT } from '#app/lib/i18n';
import { useToasts } from '#app/lib/toasts';

/** Top-right toasts titled Success or Error, read out by screen readers. */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  const t = useT();
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions" data-no-save>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.title === 'Success' ? 'success' : 'error'}`}
          role={toast.title === 'Error' ? 'alert' : 'status'}
        >
          <div>
            <strong className="toast-title">{t(toast.title)}</strong>
            {/* Catalog ids (ADR 078's texts and the server's); others show as they are. */}
            <p className="toast-message">{t(toast.message)}</p>
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={t('Dismiss')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
