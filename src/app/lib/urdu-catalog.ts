import type { Messages } from '@lingui/core';

/**
 * The whole Urdu catalog in one module, so choosing Urdu costs one request, not one per area of
 * the app (ADR 118). The sources stay one JSON file per area (translated side by side, checked
 * by the catalog test); the bundler inlines them all here at build time.
 */
export function urduMessages(): Messages {
  let files: Record<string, Messages> = {};
  try {
    files = import.meta.glob<Messages>('../locales/ur/*.json', { import: 'default', eager: true });
  } catch {
    // Outside Vite (a Node script such as the bench's sync soak) there is no glob and no Urdu.
  }
  return Object.assign({}, ...Object.values(files));
}
