import { msg, useT } from '#app/lib/i18n';

/** The shapes a screen can have while its data loads, so the page keeps its layout. */
export type ScreenKind = 'list' | 'detail' | 'form';

const CARDS = [0, 1, 2, 3, 4, 5];

/** A skeleton of one kind of screen, announced as loading (`label` is a catalog message). */
export function ScreenSkeleton({
  kind,
  label = msg('Loading…'),
  title,
}: {
  kind: ScreenKind;
  label?: string;
  /** The screen's heading (a catalog message) when it is known before the data. */
  title?: string;
}) {
  const t = useT();
  return (
    <section className="page" role="status" aria-busy="true" aria-label={t(label)}>
      {title ? (
        <h1>{t(title)}</h1>
      ) : (
        <div className="skeleton" style={{ height: '2rem', width: '40%' }} />
      )}
      {kind === 'list' && (
        <ul className="grid doctor-grid">
          {CARDS.map((n) => (
            <li key={n} className="card">
              <div className="skeleton" style={{ height: 64, width: 64, borderRadius: '50%' }} />
              <div className="skeleton" style={{ marginTop: 12, width: '70%' }} />
              <div className="skeleton" style={{ marginTop: 8, width: '50%' }} />
            </li>
          ))}
        </ul>
      )}
      {kind === 'detail' && (
        <>
          <div className="skeleton" style={{ height: 120, marginTop: 16 }} />
          <div className="skeleton" style={{ height: 200, marginTop: 16 }} />
        </>
      )}
      {kind === 'form' && (
        <div className="card" style={{ marginTop: 16 }}>
          {[0, 1, 2].map((n) => (
            <div key={n} className="skeleton" style={{ height: '2.5rem', marginTop: 12 }} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The router's `defaultPendingComponent`: a screen not otherwise described loads as a form. */
export const RoutePending = () => <ScreenSkeleton kind="form" />;
