import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { Settings } from '#shared/schemas/settings';
import type { SystemInfo } from '#shared/schemas/system-info';

/** ADR 078, Settings. */
export const LOAD_SETTINGS_FAILED = msg('Failed to load settings');
export const SAVE_SETTINGS_FAILED = msg('Failed to save settings');
export const SYSTEM_INFO_FAILED = msg('Failed to load system information');

export type SettingsData =
  | { ok: true; settings: Settings; system: SystemInfo | null; systemError: string | null }
  | { ok: false; message: string };

/**
 * The route loader of /admin/settings: the stored settings and the running server's System
 * Information, in parallel. A failure is returned, not thrown, so the screen shows ADR 078's
 * text in its red banner; the System Information card fails on its own.
 */
export async function loadSettingsScreen(signal?: AbortSignal): Promise<SettingsData> {
  const [settings, system] = await Promise.allSettled([
    api.get<Settings>('/admin/settings', { signal }),
    api.get<SystemInfo>('/admin/system', { signal }),
  ]);
  if (settings.status === 'rejected') {
    return { ok: false, message: errorMessage(settings.reason, LOAD_SETTINGS_FAILED) };
  }
  return {
    ok: true,
    settings: settings.value,
    system: system.status === 'fulfilled' ? system.value : null,
    systemError:
      system.status === 'rejected' ? errorMessage(system.reason, SYSTEM_INFO_FAILED) : null,
  };
}

/** PUT /admin/settings: the whole document; the server validates and answers what it saved. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  return (await api.put<Settings>('/admin/settings', settings)).data;
}
