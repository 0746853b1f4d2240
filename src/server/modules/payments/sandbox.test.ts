import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { urduFontFace } from './sandbox';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the checkout page’s Urdu font (ADR 146, 148)', () => {
  it('points at the build’s own font file, whatever its hash', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'noto-nastaliq-urdu-arabic-400-normal-AbC_12-x.woff2'), '');
    writeFileSync(join(dist, 'assets', 'noto-nastaliq-urdu-OFL-CEU7C-ja.txt'), '');
    const face = urduFontFace(dist);
    expect(face).toContain("url('/assets/noto-nastaliq-urdu-arabic-400-normal-AbC_12-x.woff2')");
    expect(face).toContain('unicode-range: U+0600-06FF');
  });

  it('is left out without a build', () => {
    expect(urduFontFace(join(tmpdir(), 'no-such-dist'))).toBe('');
  });
});
