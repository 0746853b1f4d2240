// @vitest-environment happy-dom

import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingWizard } from '#app/features/booking/components/booking-wizard';

const DOCTOR_ID = 'c0a8012e-0000-4000-8000-000000000001';
const DAY = '2099-03-10';
// 04:00 and 04:30 UTC are 9:00 and 9:30 AM in Karachi, the clinic's default zone.
const SLOTS = [
  { start: '2099-03-10T04:00:00.000Z', end: '2099-03-10T04:30:00.000Z' },
  { start: '2099-03-10T04:30:00.000Z', end: '2099-03-10T05:00:00.000Z' },
];
const DOCTOR = {
  _id: DOCTOR_ID,
  userId: 'u1',
  name: 'Dr. Ayesha Khan',
  specialization: 'Cardiology',
  consultationFee: 1500,
};
const APPOINTMENT = {
  _id: 'appt-1',
  id: 'appt-1',
  doctor: { name: DOCTOR.name },
  startTime: SLOTS[0]!.start,
  status: 'pending',
};

type Call = { method: string; path: string; body?: unknown };
type Reply = { status: number; body: unknown };
let calls: Call[];
let replies: Record<string, Reply[]>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function reply(key: string, ...answers: Reply[]) {
  replies[key] = answers;
}

beforeEach(() => {
  calls = [];
  replies = {};
  reply('GET /api/doctors', { status: 200, body: { success: true, data: DOCTOR } });
  reply('GET /api/bookings', { status: 200, body: { success: true, data: { slots: SLOTS } } });
  vi.stubGlobal('fetch', async (input: string | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({
      method,
      path: `${url.pathname}${url.search}`,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const key = Object.keys(replies).find((k) => `${method} ${url.pathname}`.startsWith(k));
    const queue = key ? replies[key]! : [];
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    return answer
      ? json(answer.status, answer.body)
      : json(404, { success: false, message: 'Not found' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let user: UserEvent;

async function renderWizard() {
  const rootRoute = createRootRoute({
    component: () => <BookingWizard doctorId={DOCTOR_ID} onCancel={() => {}} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await screen.findByText(DOCTOR.name);
}

const text = () => document.body.textContent ?? '';
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const dateField = () => screen.getByLabelText(/^Date/);
const reasonField = () => screen.getByLabelText(/^Reason for visit/);
const slot = (time: string) => screen.getByRole('radio', { name: new RegExp(`^${time}`) });

async function chooseDate(day: string) {
  await user.clear(dateField());
  await user.type(dateField(), day);
}

async function fillDetails() {
  await chooseDate(DAY);
  await screen.findByRole('radio', { name: /^9:30 AM/ });
  await user.click(slot('9:00 AM'));
  await user.type(reasonField(), 'Chest pain when climbing stairs');
}

describe('booking wizard', () => {
  it('asks for a date first and keeps Continue disabled until a slot and a reason are chosen', async () => {
    await renderWizard();
    expect(text()).toContain('Please select a date first.');
    expect(button('Continue').disabled).toBe(true);
    await chooseDate(DAY);
    await screen.findByRole('radio', { name: /^9:00 AM/ });
    expect(calls.some((c) => c.path.endsWith(`/availability?date=${DAY}`))).toBe(true);
    await user.click(slot('9:00 AM'));
    expect(button('Continue').disabled).toBe(true);
    await user.type(reasonField(), 'Chest pain');
    expect(button('Continue').disabled).toBe(false);
  });

  it('books in two calls and shows the success step with a way to pay', async () => {
    reply('POST /api/bookings/appointments/initiate', {
      status: 201,
      body: { success: true, data: { appointment: APPOINTMENT, fee: 1500 } },
    });
    reply('POST /api/bookings/appointments/confirm', {
      status: 200,
      body: { success: true, data: { appointment: APPOINTMENT } },
    });
    await renderWizard();
    await fillDetails();
    await user.click(button('Continue'));
    expect(text()).toContain('Rs 1,500');
    expect(text()).not.toContain('$');
    expect(text()).toContain('Chest pain when climbing stairs');
    await user.click(button('Confirm Booking'));
    await screen.findByText(/Appointment Booked Successfully/);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([
      '/api/bookings/appointments/initiate',
      '/api/bookings/appointments/confirm',
    ]);
    expect(posts[0]!.body).toEqual({
      doctorId: DOCTOR_ID,
      startTime: SLOTS[0]!.start,
      endTime: SLOTS[0]!.end,
      type: 'consultation',
      reason: 'Chest pain when climbing stairs',
    });
    expect(posts[1]!.body).toEqual({
      appointmentId: 'appt-1',
      paymentDetails: { method: 'cash', status: 'pending' },
    });
    const payNow = screen.getByRole('link', { name: 'Pay Now' });
    expect(payNow.getAttribute('href')).toBe('/payment?appointmentId=appt-1');
    await user.click(button('Book Another'));
    expect(text()).toContain('Please select a date first.');
    expect(screen.getByRole('combobox', { name: 'Appointment type' })).toHaveProperty(
      'value',
      'consultation',
    );
  });

  it('returns to the details with the server message and fresh slots when the slot was taken', async () => {
    reply('POST /api/bookings/appointments/initiate', {
      status: 409,
      body: { success: false, message: 'This time slot is no longer available' },
    });
    await renderWizard();
    await fillDetails();
    await user.click(button('Continue'));
    reply('GET /api/bookings', {
      status: 200,
      body: { success: true, data: { slots: [SLOTS[1]] } },
    });
    await user.click(button('Confirm Booking'));
    await screen.findByText('This time slot is no longer available');
    expect(reasonField()).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^9:00 AM/ })).toBeNull());
    expect(calls.filter((c) => c.path.includes('/availability')).length).toBe(2);
    expect(button('Continue').disabled).toBe(true);
  });

  it('says booking failed in its own words when the server gives none', async () => {
    reply('POST /api/bookings/appointments/initiate', { status: 500, body: {} });
    await renderWizard();
    await fillDetails();
    await user.click(button('Continue'));
    await user.click(button('Confirm Booking'));
    await screen.findByText('Failed to book appointment. Please try again.');
    expect(dateField()).toBeTruthy();
  });

  it('empties the slot list when the slots cannot be loaded', async () => {
    reply('GET /api/bookings', { status: 500, body: {} });
    await renderWizard();
    await chooseDate(DAY);
    await screen.findByText(/Failed to load available time slots/);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('says when a day has no free slots, and keeps the slot chosen on another day', async () => {
    await renderWizard();
    await fillDetails();
    reply('GET /api/bookings', { status: 200, body: { success: true, data: { slots: [] } } });
    await chooseDate('2099-03-11');
    await screen.findByText('No available slots for this date');
    expect(text()).toContain('Selected: Tuesday, March 10, 2099 at 9:00 AM');
    expect(button('Continue').disabled).toBe(false);
  });
});
