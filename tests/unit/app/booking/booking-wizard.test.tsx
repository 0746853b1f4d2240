// @vitest-environment happy-dom

import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingWizard } from '#app/features/booking/components/booking-wizard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let root: Root;
let container: HTMLElement;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function renderWizard() {
  container = document.createElement('div');
  document.body.append(container);
  const rootRoute = createRootRoute({
    component: () => <BookingWizard doctorId={DOCTOR_ID} onCancel={() => {}} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  await waitFor(() => text().includes(DOCTOR.name));
}

const text = () => container.textContent ?? '';
const byId = <T extends HTMLElement>(id: string) => container.querySelector<T>(`#${id}`)!;
const button = (label: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!;

async function waitFor(check: () => boolean, what = 'condition') {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`Timed out waiting for ${what}; screen: ${text()}`);
}

async function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (el: HTMLElement) => act(async () => el.click());
const slotRadio = (label: string) =>
  [...container.querySelectorAll<HTMLLabelElement>('.slot-option')]
    .find((l) => l.textContent?.startsWith(label))!
    .querySelector('input')!;

async function fillDetails() {
  await type(byId('booking-date'), DAY);
  await waitFor(() => text().includes('9:30 AM'), 'slots');
  await click(slotRadio('9:00 AM'));
  await type(byId('booking-reason'), 'Chest pain when climbing stairs');
}

describe('booking wizard', () => {
  it('asks for a date first and keeps Continue disabled until a slot and a reason are chosen', async () => {
    await renderWizard();
    expect(text()).toContain('Please select a date first.');
    expect(button('Continue').disabled).toBe(true);
    await type(byId('booking-date'), DAY);
    await waitFor(() => text().includes('9:00 AM'), 'slots');
    expect(calls.some((c) => c.path.endsWith(`/availability?date=${DAY}`))).toBe(true);
    await click(slotRadio('9:00 AM'));
    expect(button('Continue').disabled).toBe(true);
    await type(byId('booking-reason'), 'Chest pain');
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
    await click(button('Continue'));
    expect(text()).toContain('Rs 1,500');
    expect(text()).not.toContain('$');
    expect(text()).toContain('Chest pain when climbing stairs');
    await click(button('Confirm Booking'));
    await waitFor(() => text().includes('Appointment Booked Successfully'), 'success');
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
    const payNow = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Pay Now');
    expect(payNow?.getAttribute('href')).toBe('/payment?appointmentId=appt-1');
    await click(button('Book Another'));
    expect(text()).toContain('Please select a date first.');
    expect(byId<HTMLSelectElement>('booking-type').value).toBe('consultation');
  });

  it('returns to the details with the server message and fresh slots when the slot was taken', async () => {
    reply('POST /api/bookings/appointments/initiate', {
      status: 409,
      body: { success: false, message: 'This time slot is no longer available' },
    });
    await renderWizard();
    await fillDetails();
    await click(button('Continue'));
    reply('GET /api/bookings', {
      status: 200,
      body: { success: true, data: { slots: [SLOTS[1]] } },
    });
    await click(button('Confirm Booking'));
    await waitFor(() => text().includes('This time slot is no longer available'), 'error');
    expect(byId('booking-reason')).toBeTruthy();
    await waitFor(() => !text().includes('9:00 AM'), 'the taken slot to disappear');
    expect(calls.filter((c) => c.path.includes('/availability')).length).toBe(2);
    expect(button('Continue').disabled).toBe(true);
  });

  it('says booking failed in its own words when the server gives none', async () => {
    reply('POST /api/bookings/appointments/initiate', { status: 500, body: {} });
    await renderWizard();
    await fillDetails();
    await click(button('Continue'));
    await click(button('Confirm Booking'));
    await waitFor(() => text().includes('Failed to book appointment. Please try again.'), 'error');
    expect(byId('booking-date')).toBeTruthy();
  });

  it('empties the slot list when the slots cannot be loaded', async () => {
    reply('GET /api/bookings', { status: 500, body: {} });
    await renderWizard();
    await type(byId('booking-date'), DAY);
    await waitFor(() => text().includes('Failed to load available time slots'), 'error');
    expect(container.querySelectorAll('.slot-option')).toHaveLength(0);
  });

  it('says when a day has no free slots, and keeps the slot chosen on another day', async () => {
    await renderWizard();
    await fillDetails();
    reply('GET /api/bookings', { status: 200, body: { success: true, data: { slots: [] } } });
    await type(byId('booking-date'), '2099-03-11');
    await waitFor(() => text().includes('No available slots for this date'), 'empty text');
    expect(text()).toContain('Selected: Tuesday, March 10, 2099 at 9:00 AM');
    expect(button('Continue').disabled).toBe(false);
  });
});
