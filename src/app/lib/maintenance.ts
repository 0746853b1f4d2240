/**
 * Maintenance mode as the app learns it: a call answered 503 MAINTENANCE (api-client.ts) or the
 * public settings saying so (public-settings.ts). A window event, like the 401 one, so the
 * notice in the layout hears it without pulling the API client into every page.
 */
const MAINTENANCE_EVENT = 'mashwara:maintenance';

export function announceMaintenance(on: boolean): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(MAINTENANCE_EVENT, { detail: on }));
}

export function onMaintenance(listener: (on: boolean) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<boolean>).detail !== false);
  window.addEventListener(MAINTENANCE_EVENT, handler);
  return () => window.removeEventListener(MAINTENANCE_EVENT, handler);
}
