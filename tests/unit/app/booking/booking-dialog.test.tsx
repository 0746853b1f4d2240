// @vitest-environment happy-dom

import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import type { Doctor } from '#shared/schemas/doctor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let root: Root;
let container: HTMLElement;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function Page() {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" id="open" onClick={(e) => setOpener(e.currentTarget)}>
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
  container = document.createElement('div');
  document.body.append(container);
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  for (let i = 0; i < 50 && !document.getElementById('open'); i++) {
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  const opener = document.getElementById('open')!;
  opener.focus();
  await act(async () => opener.click());
  return opener;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const press = (key: string, shiftKey = false) =>
  act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
  });

describe('booking dialog', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    await openDialog();
    const node = dialog()!;
    expect(node.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(node.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Book Appointment');
    expect(node.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    await openDialog();
    const node = dialog()!;
    const focusable = node.querySelectorAll<HTMLElement>(
      'button:not([disabled]), select, textarea, input',
    );
    const first = focusable[0]!;
    const last = [...node.querySelectorAll<HTMLElement>('button:not([disabled])')].at(-1)!;
    last.focus();
    await press('Tab');
    expect(document.activeElement).toBe(first);
    await press('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const opener = await openDialog();
    await press('Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
