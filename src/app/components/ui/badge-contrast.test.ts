import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'ui.css'), 'utf8');

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('status badge colours', () => {
  const tones = [
    ...css.matchAll(/\.ui-badge-(\w+) \{\s*color: (#[0-9a-f]{6});\s*background: (#[0-9a-f]{6});/g),
  ];

  it('are defined for every tone', () => {
    expect(tones.map((m) => m[1]).sort()).toEqual([
      'danger',
      'info',
      'neutral',
      'success',
      'warning',
    ]);
  });

  it('meet WCAG AA (4.5:1) for their text', () => {
    const weak = tones
      .map(([, tone, fg, bg]) => ({ tone, ratio: ratio(fg, bg) }))
      .filter((t) => t.ratio < 4.5);
    expect(weak).toEqual([]);
  });
});
