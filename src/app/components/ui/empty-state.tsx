import type { ReactNode } from 'react';

type Props = {
  /** Already translated. */
  title: ReactNode;
  description?: ReactNode;
  /** A way forward: a link or a button. */
  action?: ReactNode;
};

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action }: Props) {
  return (
    <div className="ui-empty-state">
      <p className="ui-empty-state-title">{title}</p>
      {description && <p className="muted">{description}</p>}
      {action}
    </div>
  );
}
