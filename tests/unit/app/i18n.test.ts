// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, compileMessage, LOCALE_STORAGE_KEY, storedLocale, t } from '#app/lib/i18n';

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

  it('a message the catalog lacks falls back to English rather than an empty screen', async () => {
    await activateLocale('ur');
    expect(t('A sentence nobody translated')).toBe('A sentence nobody translated');
  });

  it('compiles placeholders once and leaves plain text alone', () => {
    expect(compileMessage('Hello')).toBe('Hello');
    expect(compileMessage('Pay {amount} now')).toEqual(['Pay ', ['amount'], ' now']);
  });
});
