import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';

export type LinkButton = {
  to: LinkProps['to'];
  /** A catalog id. */
  label: string;
  tone: 'primary' | 'ghost' | 'light' | 'outline-light';
  /** Shown after the label (a count). */
  badge?: ReactNode;
};

type Props = {
  className: string;
  links: readonly LinkButton[];
  /** The id of a heading that names the group: it is then a navigation landmark. */
  navLabelledBy?: string;
};

/** A row of links drawn as buttons: the calls to action of a page, a card or the header. */
export function LinkButtons({ className, links, navLabelledBy }: Props) {
  const t = useT();
  const buttons = links.map(({ to, label, tone, badge }) => (
    <Link key={to} to={to} className={`btn btn-${tone}`}>
      {t(label)}
      {badge && <> {badge}</>}
    </Link>
  ));
  return navLabelledBy ? (
    <nav className={className} aria-labelledby={navLabelledBy}>
      {buttons}
    </nav>
  ) : (
    <div className={className}>{buttons}</div>
  );
}
