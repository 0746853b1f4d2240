import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_SITE, type SiteSettings } from '#shared/domain/site-defaults';
import { announceMaintenance } from './maintenance';

/**
 * The site's name, description and contact details as the administrator set them: the footer
 * of every page reads them, so this store is light (ADR 122). It asks the server itself and
 * checks only the texts it shows; the settings' full loader and validators
 * (lib/public-settings.ts) load with the screens that use the rest, and share this one call.
 */
/** Where the server's last answer is kept on the device. */
export const PUBLIC_SETTINGS_KEY = 'publicSettings';

/**
 * The texts of an answer: the four first ones text, and the name and e-mail not empty (the
 * schema's rule); the address and hours, which a server that predates them leaves out, default
 * to the pages' own copy (ADR 144).
 */
function siteTexts(answer: unknown): SiteSettings | null {
  if (!answer || typeof answer !== 'object') return null;
  const { siteName, siteDescription, contactEmail, supportPhone, supportAddress, supportHours } =
    answer as Record<string, unknown>;
  const texts = [siteName, siteDescription, contactEmail, supportPhone];
  if (!texts.every((x) => typeof x === 'string') || !siteName || !contactEmail) return null;
  const orDefault = (value: unknown, fallback: string) =>
    typeof value === 'string' ? value : fallback;
  return {
    siteName,
    siteDescription,
    contactEmail,
    supportPhone,
    supportAddress: orDefault(supportAddress, DEFAULT_SITE.supportAddress),
    supportHours: orDefault(supportHours, DEFAULT_SITE.supportHours),
  } as SiteSettings;
}

/** The device's copy of the four texts. */
function remembered(): SiteSettings | null {
  try {
    const text = globalThis.localStorage?.getItem(PUBLIC_SETTINGS_KEY);
    return text ? siteTexts(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

let asked: Promise<unknown> | null = null;

/**
 * GET /api/settings/public, once per page: a plain fetch, not the API client (ADR 122), whose
 * rules (token, key, 401, 503) do not apply to this open call. A failure lets a later call try
 * again. The answer's maintenance flag is announced, and an answer with the four texts is kept
 * on the device (the full loader checks the rest when it reads it).
 */
export function askPublicSettings(): Promise<unknown> {
  asked ??= fetch('/api/settings/public', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Request failed (${response.status})`);
      const answer = ((await response.json()) as { data?: unknown } | null)?.data;
      const on = (answer as { maintenanceMode?: unknown } | null)?.maintenanceMode;
      if (typeof on === 'boolean') announceMaintenance(on);
      const texts = siteTexts(answer);
      if (texts) {
        try {
          globalThis.localStorage?.setItem(PUBLIC_SETTINGS_KEY, JSON.stringify(answer));
        } catch {
          // Storage full or blocked: the answer still applies to this page.
        }
        setSiteSettings(texts);
      }
      return answer;
    })
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

/** Forgets this page's answer (tests). */
export function forgetPublicSettingsAnswer(): void {
  asked = null;
}

let site: SiteSettings = remembered() ?? DEFAULT_SITE;
const listeners = new Set<() => void>();

/** The site settings in force now. */
export function siteSettings(): SiteSettings {
  return site;
}

/** The loader's accepted answer (or, reset, the defaults). */
export function setSiteSettings(next: SiteSettings): void {
  if (next === site || JSON.stringify(next) === JSON.stringify(site)) return;
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
    askPublicSettings().catch(() => undefined);
  }, []);
  return useSyncExternalStore(subscribe, siteSettings, siteSettings);
}
