// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import { fakeServer, openAsAdmin } from '#tests/support/harness/admin-harness';

const appointment = (id: string, patient: string, status: AppointmentStatus): Appointment => ({
  _id: id,
  id,
  doctorId: 'd1',
  patientId: `p-${id}`,
  doctor: {
    _id: 'd1',
    userId: 'u-d1',
    name: 'Dr. Ayesha Khan',
    specialization: 'Cardiology',
    clinicName: 'Heart Clinic',
    image: null,
  },
  patient: { _id: `p-${id}`, name: patient, email: `${id}@example.pk` },
  startTime: '2026-12-01T05:00:00.000Z',
  endTime: '2026-12-01T05:30:00.000Z',
  date: '2026-12-01',
  time: '10:00',
  duration: 30,
  type: 'consultation',
  reason: 'Check-up',
  status,
  fee: 1500,
  payment: { method: 'cash', status: 'pending' },
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
});

type Answer = { status: number; body: unknown };

/** GET /admin/appointments answers what `list` says; PUT …/status answers what `put` says. */
function appointmentsApi(list: (url: URL) => Answer, put?: () => Answer) {
  const puts: { id: string; body: unknown }[] = [];
  const { gets } = fakeServer(async (req, url) => {
    if (req.method === 'GET' && url.pathname === '/api/admin/appointments') return list(url);
    if (req.method !== 'PUT' || !put) return null;
    puts.push({ id: url.pathname.split('/')[4]!, body: await req.json() });
    return put();
  });
  return { gets, puts };
}

const page = (appointments: Appointment[], extra = {}): Answer => ({
  status: 200,
  body: {
    success: true,
    data: { appointments, total: appointments.length, page: 1, totalPages: 1, ...extra },
  },
});

const open = (path: string) => openAsAdmin(path, 'Manage Appointments');

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('Manage Appointments', () => {
  it('says when more match than the server counts, and pages up to the cap', async () => {
    appointmentsApi(() =>
      page([appointment('a1', 'Sana Khan', 'scheduled')], {
        total: 1000,
        totalCapped: true,
        totalPages: 100,
      }),
    );
    await open('/admin/appointments?search=khan');
    await screen.findByText(
      'More than 1,000 match: only the first 1,000 are listed. Narrow the filters to find the rest.',
    );
    expect(screen.getAllByRole('button', { name: /\b100\b/ }).length).toBeGreaterThan(0);
  });

  it('reads status, date and search from the URL, and drops a status or date it does not know', async () => {
    const { gets } = appointmentsApi(() => page([]));
    await open('/admin/appointments?status=cancelled&date=2026-12-01&search=%20sana%20');
    await screen.findByText('No appointments found');
    expect(Object.fromEntries(gets.at(-1)!.searchParams)).toEqual({
      status: 'cancelled',
      date: '2026-12-01',
      search: 'sana',
      page: '1',
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('cancelled');
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-12-01');
    cleanup();

    await open('/admin/appointments?status=lost&date=2026-02-30&page=0');
    await screen.findByText('No appointments found');
    expect(Object.fromEntries(gets.at(-1)!.searchParams)).toEqual({ status: 'all', page: '1' });
  });

  it('a failed load says why with Retry instead of an empty table, and Retry loads again', async () => {
    let fail = true;
    appointmentsApi(() =>
      fail
        ? { status: 500, body: { success: false, message: 'Failed to load appointments' } }
        : page([appointment('a1', 'Sana Malik', 'pending')]),
    );
    await open('/admin/appointments');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load appointments');
    expect(screen.queryByText('No appointments found')).toBeNull();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: /Sana Malik/ })).toBeTruthy();
  });

  it('a status the server refuses goes back to what it was, with the server’s reason', async () => {
    const { puts } = appointmentsApi(
      () => page([appointment('a1', 'Sana Malik', 'pending')]),
      () => ({ status: 409, body: { success: false, message: 'Appointment is already pending' } }),
    );
    await open('/admin/appointments');
    const select = await screen.findByLabelText<HTMLSelectElement>(
      'Status of the appointment of Sana Malik',
    );
    await userEvent.setup().selectOptions(select, 'completed');
    await waitFor(() => expect(puts).toEqual([{ id: 'a1', body: { status: 'completed' } }]));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
        'Failed to update appointment status: Appointment is already pending',
      ),
    );
    expect(select.value).toBe('pending');
    expect(select.disabled).toBe(false);
  });

  it('a page past the last one offers the way back to page 1, keeping the filters', async () => {
    const { gets } = appointmentsApi((url) =>
      url.searchParams.get('page') === '1'
        ? page([appointment('a1', 'Sana Malik', 'scheduled')])
        : page([], { total: 1, page: 4 }),
    );
    const router = await open('/admin/appointments?status=scheduled&page=4');
    await screen.findByText('No appointments found');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByRole('rowheader', { name: /Sana Malik/ });
    expect(router.state.location.search).toEqual({ status: 'scheduled' });
    expect(gets.at(-1)!.searchParams.get('status')).toBe('scheduled');
  });
});
