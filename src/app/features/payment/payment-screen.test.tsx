// @vitest-environment happy-dom

import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { PATIENT, renderApp } from '#tests/support/harness/route-harness';

const APPOINTMENT = {
  _id: 'appt-1',
  id: 'appt-1',
  doctor: { name: 'Dr. Imran Qureshi', specialization: 'Cardiology', image: null },
  type: 'consultation',
  date: '2099-03-10',
  time: '09:00',
  startTime: '2099-03-10T04:00:00.000Z',
  status: 'scheduled',
  fee: 1500,
  payment: { method: 'cash', status: 'pending' },
};

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
let posts: { path: string; body: unknown }[];
let reads: number;

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

beforeEach(() => {
  posts = [];
  reads = 0;
  replies = {
    'GET /api/appointments/appt-1': ok(APPOINTMENT),
    'GET /api/auth/profile': ok({ email: 'patient@mashwara.pk', phone: '+92 300 1234567' }),
    'GET /api/payments/providers': ok({ default: 'sandbox', available: ['sandbox'] }),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    const method = req.method;
    if (path === '/api/appointments/appt-1') reads++;
    if (method === 'POST') posts.push({ path, body: await req.json() });
    const reply = replies[`${method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
});

/** The real /payment route, signed in as a patient. */
async function renderPayment(outcome?: 'success' | 'failed') {
  await renderApp(`/payment?appointmentId=appt-1${outcome ? `&status=${outcome}` : ''}`, PATIENT);
  await screen.findByText('Appointment summary');
}

const text = () => document.body.textContent ?? '';
const payButton = () =>
  screen.queryByRole('button', { name: /^Pay |Processing/ }) as HTMLButtonElement | null;

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`Timed out; screen: ${text()}`);
}

describe('payment details', () => {
  it('shows the appointment in clinic time with the fee including all taxes', async () => {
    await renderPayment();
    expect(text()).toContain('Dr. Imran Qureshi');
    expect(text()).toContain('Tuesday, March 10, 2099');
    expect(text()).toContain('9:00 AM');
    expect(text()).toContain('Rs 1,500 (including all taxes)');
    expect(payButton()?.textContent).toBe('Pay Rs 1,500');
  });

  it("sends the patient's own contact details to the server's provider", async () => {
    replies['POST /api/payments/sandbox/create'] = ok({ redirectUrl: '/x' });
    await renderPayment();
    await act(async () => payButton()!.click());
    await waitFor(() => text().includes('Invalid payment response from server'));
    expect(posts).toEqual([
      {
        path: '/api/payments/sandbox/create',
        body: {
          appointmentId: 'appt-1',
          amount: 1500,
          currency: 'PKR',
          description: 'Consultation with Dr. Imran Qureshi',
          customerEmail: 'patient@mashwara.pk',
          customerPhone: '+92 300 1234567',
        },
      },
    ]);
    expect(payButton()?.disabled).toBe(false);
  });

  it("shows the server's refusal, or its own words when there is none", async () => {
    replies['POST /api/payments/sandbox/create'] = {
      status: 409,
      body: { success: false, message: 'Please confirm the booking before paying' },
    };
    await renderPayment();
    await act(async () => payButton()!.click());
    await waitFor(() => text().includes('Please confirm the booking before paying'));
    replies['POST /api/payments/sandbox/create'] = { status: 500, body: {} };
    await act(async () => payButton()!.click());
    await waitFor(() => text().includes('Something went wrong with the payment'));
  });

  it('pays through JazzCash when the server offers only JazzCash', async () => {
    replies['GET /api/payments/providers'] = ok({ default: 'jazzcash', available: ['jazzcash'] });
    replies['POST /api/payments/jazzcash/create'] = {
      status: 409,
      body: {
        success: false,
        message:
          'A payment for this appointment is already in progress. Please finish it in the window where you started it, or try again in an hour.',
      },
    };
    await renderPayment();
    await act(async () => payButton()!.click());
    await waitFor(() => text().includes('already in progress'));
    expect(posts.map((p) => p.path)).toEqual(['/api/payments/jazzcash/create']);
  });

  it('says online payment is not available when the server offers no provider', async () => {
    replies['GET /api/payments/providers'] = ok({ default: null, available: [] });
    await renderPayment();
    await act(async () => payButton()!.click());
    await waitFor(() => text().includes('Online payment is not available right now.'));
    expect(posts).toEqual([]);
    expect(payButton()?.disabled).toBe(false);
  });

  it('says an appointment is already paid and offers no Pay button', async () => {
    replies['GET /api/appointments/appt-1'] = ok({
      ...APPOINTMENT,
      payment: { method: 'sandbox', status: 'paid' },
    });
    await renderPayment('success');
    expect(text()).toContain('Payment successful. Your consultation fee has been paid.');
    expect(payButton()).toBeNull();
  });

  it('after a declined payment says so and lets the patient try again', async () => {
    await renderPayment('failed');
    expect(text()).toContain('Your payment did not go through.');
    expect(payButton()?.disabled).toBe(false);
  });

  it('says plainly that paying needs a connection while offline', async () => {
    await renderPayment();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(text()).toContain('You are offline. Paying needs a connection.');
    expect(payButton()?.disabled).toBe(true);
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(text()).not.toContain('You are offline.');
    expect(payButton()?.disabled).toBe(false);
    onLine.mockRestore();
  });

  it('Check again reads the appointment again, and shows it paid when the server says so', async () => {
    await renderPayment('success');
    expect(text()).toContain('We have not received the payment confirmation yet.');
    const before = reads;
    replies['GET /api/appointments/appt-1'] = ok({
      ...APPOINTMENT,
      payment: { method: 'sandbox', status: 'paid' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText('Payment successful. Your consultation fee has been paid.'),
    ).toBeTruthy();
    expect(reads).toBe(before + 1);
  });

  it('an appointment that cannot be loaded shows the error screen, and Retry loads it', async () => {
    replies['GET /api/appointments/appt-1'] = {
      status: 500,
      body: { success: false, message: 'Service temporarily unavailable' },
    };
    await renderApp('/payment?appointmentId=appt-1', PATIENT);
    expect(await screen.findByRole('heading', { name: 'Could not load this screen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Service temporarily unavailable');
    replies['GET /api/appointments/appt-1'] = ok(APPOINTMENT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Appointment summary')).toBeTruthy();
  });
});
