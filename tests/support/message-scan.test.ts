import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanMessages } from './message-scan';

// Each shape below once put English on an Urdu screen while the catalog test passed.
const dir = mkdtempSync(join(tmpdir(), 'message-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scan(files: Record<string, string>) {
  const root = mkdtempSync(join(dir, 'case-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return scanMessages([root]).plain.map((f) => f.text);
}

describe('the catalog scan finds English that bypasses the catalog', () => {
  it('a msg text shown as it is, inline or in a conditional', () => {
    const plain = scan({
      'confirm.tsx': `export const C = ({ busy }) => (
        <button>{busy ? msg('Booking...') : msg('Confirm Booking')}</button>
      );`,
    });
    expect(plain).toEqual(["msg('Booking...')", "msg('Confirm Booking')"]);
  });

  it('a msg constant shown without t, declared in the file or imported from another', () => {
    const plain = scan({
      'card.tsx': `import { PAID } from './texts';
        export const AWAITING = msg('Awaiting doctor approval');
        export const Card = ({ pending }) => (
          <div>{pending && <p>{AWAITING}</p>}<p>{PAID}</p><p>{t(AWAITING)}</p></div>
        );`,
      'texts.ts': `export const PAID = msg('This appointment is already paid.');`,
    });
    expect(plain).toEqual(['AWAITING', 'PAID']);
  });

  it("an object's msg text shown without t", () => {
    const plain = scan({
      'form.tsx': `const AUTH = { offline: msg('You are offline.') };
        export const F = () => <p role="status">{AUTH.offline}</p>;`,
    });
    expect(plain).toEqual(['AUTH.offline']);
  });

  it('literals in the branches of a JSX expression and words in a template', () => {
    const plain = scan({
      'years.tsx': `export const Y = ({ n, online }) => (
        <p>{n === 1 ? 'year' : 'years'}{online ? '' : '. You are offline.'}{\`\${n} reviews\`}</p>
      );`,
    });
    const template = ['`$', '{n} reviews`'].join('');
    expect(plain).toEqual(["'year'", "'years'", "'. You are offline.'", template]);
  });

  it('a plain literal handed to a component, and a label kept in a constant list', () => {
    const plain = scan({
      'screen.tsx': `const NAV = [{ to: '/a', label: 'My Reviews' }, { to: '/b', label: msg('Profile') }];
        export const S = ({ busy }) => <EmptyState title={busy ? 'Loading' : t('Done')} kind="list" />;`,
    });
    expect(plain).toEqual(["'My Reviews'", "'Loading'"]);
  });

  it('leaves translated text, keys and a msg text handed to a component that translates it', () => {
    const plain = scan({
      'fine.tsx': `const OFFLINE = msg('You are offline.');
        const TABS = [{ key: 'upcoming', label: msg('Upcoming') }];
        export const F = ({ on, n }) => (
          <section className={on ? 'btn btn-primary' : 'btn'} aria-label={t('Summary')}>
            <OfflineNote>{OFFLINE}</OfflineNote>
            <Pending label={OFFLINE} tone="info" />
            {n === 1 ? t('1 review') : t('{count} reviews', { count: n })}
          </section>
        );`,
    });
    expect(plain).toEqual([]);
  });
});
