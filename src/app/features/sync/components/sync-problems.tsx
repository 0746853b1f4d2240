import { syncEngine, useSyncProblems } from '#app/offline/outbox';
import '../sync.css';
import { msg, useT } from '#app/lib/i18n';

/**
 * Changes the server refused (ADR 006): what did not apply and the server's reason, until the user
 * dismisses them. The mirror already shows the server's version by then.
 */
export function SyncProblems() {
  const problems = useSyncProblems();
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <section className="sync-problems" aria-label={t('Changes that did not sync')}>
      <ul>
        {problems.map((item) => (
          <li key={item.id} className="banner banner-error sync-problem" role="alert">
            <div>
              <strong>
                {t('This change did not apply: {change}.', { change: syncEngine.describe(item) })}
              </strong>{' '}
              <span>{t(item.lastError ?? msg('The server refused this change.'))}</span>
            </div>
            <button
              type="button"
              className="btn btn-light"
              onClick={() => void syncEngine.dismiss(item.id)}
              aria-label={t('Dismiss: {change}', { change: syncEngine.describe(item) })}
            >
              {t('Dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
