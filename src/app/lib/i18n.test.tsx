// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '#app/components/layouts/language-switch';
import {
  activateLocale,
  compileMessage,
  LOCALE_STORAGE_KEY,
  storedLocale,
  t,
  useT,
} from '#app/lib/i18n';

function Label() {
  const tr = useT();
  return <p>{tr('Language')}</p>;
}

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

describe('English and Urdu', () => {
  it('shows English as written, with its placeholders filled', () => {
    expect(t('Language')).toBe('Language');
    expect(t('You have {count} changes that have not synced yet.', { count: 3 })).toBe(
      'You have 3 changes that have not synced yet.',
    );
  });

  it('switching to Urdu translates, lays the page out right to left and is remembered', async () => {
    await activateLocale('ur', { remember: true });
    expect(t('Language')).toBe('زبان');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ur');
    expect(storedLocale()).toBe('ur');
  });

  it('switching back restores English and left to right', async () => {
    await activateLocale('ur');
    await activateLocale('en', { remember: true });
    expect(t('Language')).toBe('Language');
    expect(document.documentElement.dir).toBe('ltr');
    expect(storedLocale()).toBe('en');
  });

  it("the browser tab's title follows the language, from the title index.html starts with", async () => {
    const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    const english = /<title>(.*)<\/title>/.exec(html)?.[1];
    await activateLocale('ur');
    expect(document.title).toBe('Mashwara — پاکستان میں تصدیق شدہ ڈاکٹر بُک کریں');
    await activateLocale('en');
    expect(document.title).toBe(english);
  });

  it('a message the catalog lacks falls back to English rather than an empty screen', async () => {
    await activateLocale('ur');
    expect(t('A sentence nobody translated')).toBe('A sentence nobody translated');
  });

  it('compiles placeholders once and leaves plain text alone', () => {
    expect(compileMessage('Hello')).toBe('Hello');
    expect(compileMessage('Pay {amount} now')).toEqual(['Pay ', ['amount'], ' now']);
  });
});

describe('the language switch', () => {
  it('turns the screen to Urdu and back, and says which language is on', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    render(
      <>
        <LanguageSwitch />
        <Label />
      </>,
    );
    expect(screen.getByText('Language', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'اردو' }));
    await act(async () => {});
    expect(screen.getByText('زبان', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اردو' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'English' }));
    await act(async () => {});
    expect(screen.getByText('Language', { selector: 'p' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
