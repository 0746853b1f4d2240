// @vitest-environment happy-dom

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignOutDialog } from '#app/features/sync/components/sign-out-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

function open(onConfirm = vi.fn(), onCancel = vi.fn()) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<SignOutDialog count={3} onConfirm={onConfirm} onCancel={onCancel} />));
  return { onConfirm, onCancel };
}

const key = (k: string, shiftKey = false) =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true }));
  });

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the unsynced changes warning at sign-out', () => {
  it('is a labelled dialog that states the count and starts on Cancel', () => {
    open();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Sign Out');
    expect(dialog?.textContent).toContain('You have 3 changes that have not synced yet.');
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('keeps Tab inside the dialog', () => {
    open();
    const [cancel, confirm] = [...document.querySelectorAll('button')];
    confirm.focus();
    key('Tab');
    expect(document.activeElement).toBe(cancel);
    key('Tab', true);
    expect(document.activeElement).toBe(confirm);
  });

  it('Escape cancels; Sign Out confirms', () => {
    const { onConfirm, onCancel } = open();
    key('Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
    const confirm = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Sign Out',
    );
    act(() => confirm?.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
