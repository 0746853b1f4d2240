import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_TYPES, auditKind } from '#shared/domain/audit-kinds';

const css = readFileSync(join(import.meta.dirname, 'admin-logs.css'), 'utf8');

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const ratio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('audit log action colours', () => {
  const colours = [
    ...css.matchAll(
      /\.admin-action-(\w+) \{\s*color: (#[0-9a-f]{6});\s*background: (#[0-9a-f]{6});/g,
    ),
  ];

  it('are defined for every action type and for other', () => {
    expect(colours.map((m) => m[1]).sort()).toEqual([...AUDIT_TYPES, 'other'].sort());
  });

  it('meet WCAG AA (4.5:1) for their text', () => {
    const weak = colours.filter(([, , fg, bg]) => ratio(fg!, bg!) < 4.5).map((m) => m[1]);
    expect(weak).toEqual([]);
  });

  it('colour status changes as updates, failed sign-ins as logins, unknown actions grey', () => {
    expect(auditKind('status_change')).toBe('update');
    expect(auditKind('verify')).toBe('update');
    expect(auditKind('login_failed')).toBe('login');
    expect(auditKind('logout')).toBe('logout');
    expect(auditKind('expire')).toBe('other');
  });
});
