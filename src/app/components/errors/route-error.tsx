import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';

export const SCREEN_FAILED = msg('This screen could not be loaded. Please try again.');
export const SCREEN_OFFLINE = msg(
  'You are offline. This screen needs a connection; it loads again when you are back online.',
);

// Duck-typed, not `instanceof ApiError`: the API client stays out of the entry chunk.
type Failure = { name?: string; status?: number; body?: { message?: string }; message?: string };

/** The words for a failure: the server's own message when it sent one (it is in the catalog). */
function reason(error: unknown): string {
  const e = (error ?? {}) as Failure;
  if (e.name !== 'ApiError') return SCREEN_FAILED;
  if (e.status === undefined) return e.message || SCREEN_FAILED;
  return e.body?.message || SCREEN_FAILED;
}

type Props = ErrorComponentProps & {
  /** The screen's own words for the failure, said instead of the server's when online. */
  failure?: string;
};

/**
 * What a route shows when its loader or its screen fails (router `defaultErrorComponent`, and
 * each role layout's `errorComponent`, so the header stays). Retry runs the loaders again and
 * resets the boundary; offline, it also retries by itself when the connection returns.
 */
export function RouteError({ error, failure }: Props) {
  const t = useT();
  const router = useRouter();
  const online = useOnline();
  const heading = useRef<HTMLHeadingElement>(null);
  const retry = () => void router.invalidate();

  useEffect(() => heading.current?.focus(), []);
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (online && wasOffline.current) void router.invalidate();
    wasOffline.current = !online;
  }, [online, router]);

  return (
    <section className="page page-narrow" aria-labelledby="route-error-title">
      <h1 id="route-error-title" ref={heading} tabIndex={-1}>
        {t('Could not load this screen')}
      </h1>
      <p className="banner banner-error" role="alert">
        {t(online ? (failure ?? reason(error)) : SCREEN_OFFLINE)}
      </p>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('Retry')}
        </button>
        <Link to="/" className="btn btn-ghost">
          {t('Back to Home')}
        </Link>
      </div>
    </section>
  );
}
