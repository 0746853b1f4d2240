// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { Dialog } from '#app/components/ui/dialog';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit name
      </button>
      {open && (
        <Dialog
          title="Edit name"
          initialFocus={nameRef}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">Help</button>
          <label>
            Name
            <input ref={nameRef} />
          </label>
        </Dialog>
      )}
    </>
  );
}

describe('the dialog', () => {
  it('opens modally, named by its title, with focus on the chosen field', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit name' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Edit name' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on a close event that arrives after it opened again (StrictMode remounts it)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit name' }) as HTMLDialogElement;
    // The browser queues the close event of the first mount's cleanup; it fires after reopening.
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toBe(dialog);
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the first control when no field is chosen, and the fallback when the opener is gone', async () => {
    const fallback = document.createElement('button');
    document.body.append(fallback);
    const { unmount } = render(
      <Dialog title="Notice" onClose={() => {}} fallbackFocus={() => fallback}>
        <button type="button">Got it</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' }));
    unmount();
    expect(document.activeElement).toBe(fallback);
    fallback.remove();
  });
});

describe('the confirm dialog', () => {
  const reason = { label: 'Reason for cancellation', required: true, minLength: 5 };

  it('starts on the safe answer when it asks no reason, and confirms with an empty reason', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="Sign Out"
        confirmLabel="Sign Out"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        You have 3 changes that have not synced yet.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You have 3 changes that have not synced yet.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('refuses an empty or short reason with a message tied to the box', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Cancel Appointment"
        confirmLabel="Cancel Appointment"
        cancelLabel="Keep Appointment"
        reason={reason}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Reason for cancellation' });
    expect(document.activeElement).toBe(box);
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a reason.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await user.type(box, '  ill ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least 5 characters.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the answer is sent, then passes the trimmed reason', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(
      <ConfirmDialog
        title="Cancel Appointment"
        confirmLabel="Cancel Appointment"
        busyLabel="Cancelling..."
        cancelLabel="Keep Appointment"
        reason={{ ...reason, validate: (r) => (r.includes('x') ? 'No x, please.' : null) }}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Reason for cancellation' });
    await user.type(box, ' fixed ');
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(screen.getByRole('alert').textContent).toBe('No x, please.');
    await user.clear(box);
    await user.type(box, ' I am travelling ');
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(onConfirm).toHaveBeenCalledWith('I am travelling');
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Keep Appointment' })).toHaveProperty(
      'disabled',
      true,
    );
    finish();
    expect(await screen.findByRole('button', { name: 'Cancel Appointment' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
