// @vitest-environment happy-dom

import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentScreen } from '#app/features/payment/components/payment-screen';

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

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

beforeEach(() => {
  posts = [];
  replies = {
    'GET /api/appointments/appt-1': ok(APPOINTMENT),
    'GET /api/auth/profile': ok({ email: 'patient@mashwara.pk', phone: '+92 300 1234567' }),
    'GET /api/payments/providers': ok({ default: 'sandbox', available: ['sandbox'] }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
    const reply = replies[`${method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let user: UserEvent;

async function renderPayment(outcome?: 'success' | 'failed') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <PaymentScreen appointmentId="appt-1" outcome={outcome} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await screen.findByText('Appointment summary');
}

const text = () => document.body.textContent ?? '';
const payButton = () =>
  screen.queryByRole<HTMLButtonElement>('button', { name: /^Pay |Processing/ });

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
    await user.click(payButton()!);
    await screen.findByText('Invalid payment response from server');
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
    await user.click(payButton()!);
    await screen.findByText('Please confirm the booking before paying');
    replies['POST /api/payments/sandbox/create'] = { status: 500, body: {} };
    await user.click(payButton()!);
    await screen.findByText('Something went wrong with the payment');
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
});
