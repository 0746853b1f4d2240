import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_SITE, type SiteSettings } from '#shared/domain/site-defaults';

/**
 * The site's name, description and contact details as the administrator set them: the footer
 * of every page reads them, so this store is light. The settings' loader and its validators
 * (lib/public-settings.ts) are loaded when a screen first asks, and write here what they accept.
 */
/** Where lib/public-settings.ts keeps the server's last answer on the device. */
export const PUBLIC_SETTINGS_KEY = 'publicSettings';

/** The device's copy of the four texts, until the loader has checked the whole answer. */
function remembered(): SiteSettings | null {
  try {
    const text = globalThis.localStorage?.getItem(PUBLIC_SETTINGS_KEY);
    const held = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    if (!held) return null;
    const { siteName, siteDescription, contactEmail, supportPhone } = held;
    const texts = [siteName, siteDescription, contactEmail, supportPhone];
    return texts.every((x) => typeof x === 'string' && x)
      ? ({ siteName, siteDescription, contactEmail, supportPhone } as SiteSettings)
      : null;
  } catch {
    return null;
  }
}

let site: SiteSettings = remembered() ?? DEFAULT_SITE;
const listeners = new Set<() => void>();

/** The site settings in force now. */
export function siteSettings(): SiteSettings {
  return site;
}

/** The loader's accepted answer (or, reset, the defaults). */
export function setSiteSettings(next: SiteSettings): void {
  if (next === site) return;
  site = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The site's name, description, contact e-mail and support phone, asking the server the first
 * time a screen needs them (the device's copy first, offline).
 */
export function useSiteSettings(): SiteSettings {
  useEffect(() => {
    void import('./public-settings').then((settings) => settings.loadPublicSettings());
  }, []);
  return useSyncExternalStore(subscribe, siteSettings, siteSettings);
}
