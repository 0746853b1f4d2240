import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';

type Props = {
  /** Already translated. */
  title: ReactNode;
  description?: ReactNode;
  /** A way forward: a link or a button. */
  action?: ReactNode;
  /** A way forward that is a page: its label a catalog id. */
  link?: { to: LinkProps['to']; label: string };
};

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action, link }: Props) {
  const t = useT();
  return (
    <div className="ui-empty-state">
      <p className="ui-empty-state-title">{title}</p>
      {description && <p className="muted">{description}</p>}
      {action}
      {link && (
        <Link to={link.to} className="btn btn-primary">
          {t(link.label)}
        </Link>
      )}
    </div>
  );
}

/**
 * The way back when a paged list is empty only because its page is past the last one (an old
 * link, or a filter that shrank the list): nothing otherwise.
 */
export function FirstPage({
  page,
  onFirst,
}: {
  page: { page: number; total: number };
  onFirst(): void;
}) {
  const t = useT();
  if (page.page <= 1 || page.total === 0) return null;
  return (
    <button type="button" className="btn btn-ghost" onClick={onFirst}>
      {t('Go to the first page')}
    </button>
  );
}
