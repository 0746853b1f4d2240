import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint, a component of any props
type AnyComponent = ComponentType<any>;

/**
 * A component that loads with its module the first time it renders (ADR 128): `React.lazy` for
 * a named export, so a dialog, a step or a panel the screen does not show at once stays out of
 * the route's first download. The service worker precaches every script, so it opens offline.
 */
export function lazyNamed<K extends PropertyKey, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
