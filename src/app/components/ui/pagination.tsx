import { useT } from '#app/lib/i18n';

type Props = { page: number; totalPages: number; onPage(page: number): void };

/** Previous, "Page n of m" (announced when it changes), Next; nothing when there is one page. */
export function Pagination({ page, totalPages, onPage }: Props) {
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
      <span aria-live="polite">{t('Page {page} of {pages}', { page, pages: totalPages })}</span>
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
