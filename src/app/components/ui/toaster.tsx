import { useToasts } from '#app/stores/toasts';

/** Top-right toasts titled Success or Error, read out by screen readers. */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.title === 'Success' ? 'success' : 'error'}`}
          role={t.title === 'Error' ? 'alert' : 'status'}
        >
          <div>
            <strong className="toast-title">{t.title}</strong>
            <p className="toast-message">{t.message}</p>
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            onClick={() => dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
