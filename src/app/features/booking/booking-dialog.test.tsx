// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import type { Doctor } from '#shared/schemas/doctor';

const DOCTOR = {
  _id: 'c0a8012e-0000-4000-8000-000000000001',
  userId: 'u1',
  name: 'Dr. Ayesha Khan',
  specialization: 'Cardiology',
} as Doctor;

beforeEach(() => {
  // The wizard inside asks for nothing until a date is chosen; this test is about the dialog.
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ success: false, message: 'Doctor not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Page() {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(e) => setOpener(e.currentTarget)}>
        Book Appointment
      </button>
      {opener && (
        <BookingDialog
          doctor={DOCTOR}
          date=""
          slots={null}
          onDateChange={() => {}}
          opener={opener}
          onClose={() => setOpener(null)}
        />
      )}
    </>
  );
}

async function openDialog() {
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  const opener = await screen.findByRole('button', { name: 'Book Appointment' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Book Appointment' });
  return { user, opener, dialog };
}

describe('booking dialog', () => {
  it('is a modal dialog named by the wizard heading, and takes focus', async () => {
    const { dialog } = await openDialog();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with its Close button and gives focus back to the button that opened it', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
