import { useT } from '#app/lib/i18n';

type Props = {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** Numbered page buttons between Previous and Next (the admin tables of ADR 081). */
  numbered?: boolean;
};

/** The pages a numbered pager offers: the first, the last, and two on each side of the current. */
export function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) shown.push(p);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/**
 * Previous, "Page n of m" (announced when it changes) or numbered pages, Next; nothing when
 * there is one page.
 */
export function Pagination({ page, totalPages, onPage, numbered = false }: Props) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="ui-pagination" aria-label={t('Pages')}>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('Previous')}
      </button>
      {numbered ? (
        <ul className="ui-page-numbers">
          {pageNumbers(page, totalPages).map((p, i) =>
            p === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${i}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className={p === page ? 'btn btn-primary' : 'btn btn-ghost'}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('Page {page} of {pages}', { page: p, pages: totalPages })}
                  onClick={() => onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : (
        <span aria-live="polite">{t('Page {page} of {pages}', { page, pages: totalPages })}</span>
      )}
      <button
        type="button"
        className="btn btn-ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('Next')}
      </button>
    </nav>
  );
}
