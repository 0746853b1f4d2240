import { useT } from '#app/lib/i18n';

/** A rating of 1 to 5 as stars, read out as "n out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="ui-stars" role="img" aria-label={t('{count} out of 5 stars', { count: full })}>
      {'★'.repeat(full)}
      <span className="ui-stars-empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
