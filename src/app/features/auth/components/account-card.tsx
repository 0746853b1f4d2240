import { type ReactNode, useId } from 'react';

/** One of the account's own settings under the profile: a card named by its heading. */
export function AccountCard({
  title,
  danger,
  children,
}: {
  /** Already translated. */
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="page" aria-labelledby={titleId}>
      <div className={danger ? 'card account-card account-danger' : 'card account-card'}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
