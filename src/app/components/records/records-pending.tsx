import { useT } from '#app/lib/i18n';

/**
 * A records table's place while its index route loads (ADR 138). Apart from the table's code:
 * the router keeps a pending component with the route tree, in the entry, so it stays this small.
 */
export function RecordsListPending() {
  const t = useT();
  return (
    <div
      className="card skeleton"
      style={{ height: '18rem' }}
      role="status"
      aria-busy="true"
      aria-label={t('Loading…')}
    />
  );
}
