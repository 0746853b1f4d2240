import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
  overrides: { includes: string[] }[];
};
const covered = new Set(biome.overrides.flatMap((o) => o.includes));

describe('import boundaries enforced by the lint', () => {
  // A new feature folder without its own override could import its siblings unchecked.
  it('every feature folder has its own noRestrictedImports override', () => {
    const features = readdirSync(join(root, 'src/app/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) {
      expect(covered, feature).toContain(`src/app/features/${feature}/**`);
      expect(covered, feature).toContain(`src/app/features/${feature}/*.ts`);
    }
  });

  it('shared, server, app and the service worker each have their zone', () => {
    for (const zone of ['src/shared/**', 'src/server/**', 'src/app/**', 'sw/**']) {
      expect(covered).toContain(zone);
    }
  });

  it('one alias scheme: package.json imports name the three layers', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.imports).toEqual({
      '#shared/*': './src/shared/*',
      '#app/*': './src/app/*',
      '#server/*': './src/server/*',
    });
  });
});
