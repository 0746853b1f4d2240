import { dismissSyncProblem, useSyncProblems } from '#app/lib/sync-queue';
import '../sync.css';

/**
 * Changes the server refused (D6): what did not apply and the server's reason, until the user
 * dismisses them. The mirror already shows the server's version by then.
 */
export function SyncProblems() {
  const problems = useSyncProblems();
  if (problems.length === 0) return null;
  return (
    <section className="sync-problems" aria-label="Changes that did not sync">
      <ul>
        {problems.map((item) => (
          <li key={item.id} className="banner banner-error sync-problem" role="alert">
            <div>
              <strong>This change did not apply: {item.description}.</strong>{' '}
              <span>{item.lastError ?? 'The server refused this change.'}</span>
            </div>
            <button
              type="button"
              className="btn btn-light"
              onClick={() => void dismissSyncProblem(item.id)}
              aria-label={`Dismiss: ${item.description}`}
            >
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
