/**
 * Where the app goes after a 401 (ADR 078: to /sign-in). The API client announces it as a
 * window event, so the router can listen without loading the client on pages that make no
 * call (a shared module would put the client in the landing page's bundle).
 */
// The same name is written out in api-client.ts, which must not import this module.
const UNAUTHORIZED_EVENT = 'mashwara:unauthorized';

export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, listener);
}
