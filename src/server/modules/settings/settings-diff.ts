import type { Settings } from '#shared/schemas/settings';

const show = (value: unknown) => JSON.stringify(value);

/**
 * What a save changed, for the audit log (ADR 014: who, what, when): `name: old -> new` per
 * setting, in the settings' own order; empty when nothing changed.
 */
export function describeSettingsChange(before: Settings, after: Settings): string[] {
  const changes: string[] = [];
  for (const key of Object.keys(after) as (keyof Settings)[]) {
    if (show(before[key]) !== show(after[key])) {
      changes.push(`${key}: ${show(before[key])} -> ${show(after[key])}`);
    }
  }
  return changes;
}
