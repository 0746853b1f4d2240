// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignOutDialog } from './sign-out-dialog';

function open() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<SignOutDialog count={3} onConfirm={onConfirm} onCancel={onCancel} />);
  return { user, onConfirm, onCancel };
}

describe('the unsynced changes warning at sign-out', () => {
  it('is a modal dialog named Sign Out that states the count and starts on Cancel', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('dialog', { description: /^You have 3 changes/ })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('Escape cancels; Sign Out confirms', async () => {
    const { user, onConfirm, onCancel } = open();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
