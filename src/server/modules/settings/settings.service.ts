import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, DbOrTx } from '#server/db/client';
import { settings } from '#server/db/schema/index';
import { DEFAULT_SETTINGS, type Settings, SettingsSchema } from '#shared/schemas/settings';

const KEY = 'system';
/**
 * Settings are read on most requests (maintenance mode); a short cache keeps that cheap. A save
 * clears this server's copy at once; other servers on the same PostgreSQL see it within
 * CACHE_MS (ADR 015).
 */
export const SETTINGS_CACHE_MS = 2000;
const cache = new WeakMap<Db, { value: Settings; at: number }>();

/** The settings from the database, not the cache (the administrator's screen, before a save). */
export async function readSettingsFresh(db: Db): Promise<Settings> {
  const value = await settingsIn(db);
  cache.set(db, { value, at: Date.now() });
  return value;
}

/**
 * The settings read in `db`, which may be an open transaction (its one connection, which PGlite
 * must not wait on from outside), bypassing the cache.
 */
export async function settingsIn(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  // Stored settings are merged over the defaults so a setting added later has a value.
  const parsed = v.safeParse(SettingsSchema, { ...DEFAULT_SETTINGS, ...(row?.value as object) });
  return parsed.success ? parsed.output : DEFAULT_SETTINGS;
}

export async function getSettings(db: Db): Promise<Settings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < SETTINGS_CACHE_MS) return hit.value;
  return readSettingsFresh(db);
}

export async function saveSettings(db: Db, value: Settings): Promise<Settings> {
  await db
    .insert(settings)
    .values({ key: KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  cache.delete(db);
  return value;
}
