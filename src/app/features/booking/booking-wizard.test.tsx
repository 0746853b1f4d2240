// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR_ID = 'c0a8012e-0000-4000-8000-000000000001';
const PAGE = `/patient/book-appointment/${DOCTOR_ID}`;
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

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let api: ReturnType<typeof stubApi>;
const bodies: unknown[] = [];

/** The next answers for a call; the last one repeats. */
function reply(key: string, ...answers: Reply[]) {
  replies[key] = answers;
}
const next = (key: string) => () => {
  const queue = replies[key] ?? [];
  return (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: {} };
};

beforeEach(() => {
  replies = {};
  bodies.length = 0;
  reply('GET', { status: 200, body: { success: true, data: DOCTOR } });
  reply('SLOTS', { status: 200, body: { success: true, data: { slots: SLOTS } } });
  api = stubApi({
    'GET /api/doctors/': next('GET'),
    'GET /api/bookings/doctors/': next('SLOTS'),
    'POST /api/bookings/appointments/initiate': next('INITIATE'),
    'POST /api/bookings/appointments/confirm': next('CONFIRM'),
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return stubbed(input, init);
  });
});

afterEach(() => {
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
});

async function openBooking(url = PAGE) {
  const router = await renderApp(url, PATIENT);
  await screen.findByText(DOCTOR.name);
  return router;
}

const dateField = () => screen.getByLabelText(/^Date/) as HTMLInputElement;
const reasonField = () => screen.getByLabelText(/^Reason for visit/);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const slot = (time: string) => screen.findByRole('radio', { name: new RegExp(`^${time}`) });
const chooseDate = (date: string) =>
  act(async () => {
    fireEvent.change(dateField(), { target: { value: date } });
  });

async function fillDetails() {
  await chooseDate(DAY);
  await userEvent.click(await slot('9:00 AM'));
  await userEvent.type(reasonField(), 'Chest pain when climbing stairs');
}

describe('booking wizard', () => {
  it('asks for a date first and keeps Continue disabled until a slot and a reason are chosen', async () => {
    const router = await openBooking();
    expect(screen.getByText('Please select a date first.')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    await chooseDate(DAY);
    await userEvent.click(await slot('9:00 AM'));
    expect(router.state.location.search).toEqual({ date: DAY });
    expect(api.count(`GET /api/bookings/doctors/${DOCTOR_ID}/availability?date=${DAY}`)).toBe(1);
    expect(button('Continue').disabled).toBe(true);
    await userEvent.type(reasonField(), 'Chest pain');
    expect(button('Continue').disabled).toBe(false);
  });

  it('opens on the day the address names, with its slots, and keeps what was typed when the day changes', async () => {
    await openBooking(`${PAGE}?date=${DAY}`);
    expect(await slot('9:30 AM')).toBeTruthy();
    await userEvent.type(reasonField(), 'Follow-up');
    await chooseDate('2099-03-11');
    await waitFor(() => expect(api.count('GET /api/bookings/doctors/')).toBe(2));
    expect((reasonField() as HTMLTextAreaElement).value).toBe('Follow-up');
  });

  it('a waitlist offer opens booking with its slot chosen, and offers no waitlist of its own', async () => {
    await openBooking(`${PAGE}?date=${DAY}&slot=${encodeURIComponent(SLOTS[1]!.start)}`);
    const held = (await slot('9:30 AM')) as HTMLInputElement;
    expect(held.checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Notify me if a slot opens' })).toBeNull();
    await userEvent.type(reasonField(), 'Chest pain');
    expect(button('Continue').disabled).toBe(false);
  });

  it('under the form, offers to notify the patient if a slot opens', async () => {
    await openBooking(`${PAGE}?date=${DAY}`);
    expect(await screen.findByRole('button', { name: 'Notify me if a slot opens' })).toBeTruthy();
  });

  it('books in two calls and shows the success step with a way to pay', async () => {
    reply('INITIATE', {
      status: 201,
      body: { success: true, data: { appointment: APPOINTMENT, fee: 1500 } },
    });
    reply('CONFIRM', { status: 200, body: { success: true, data: { appointment: APPOINTMENT } } });
    await openBooking();
    await fillDetails();
    await userEvent.click(button('Continue'));
    // The step loads when it is reached (ADR 128).
    expect(await screen.findByText('Rs 1,500')).toBeTruthy();
    expect(screen.getByText('Chest pain when climbing stairs')).toBeTruthy();
    await userEvent.click(button('Confirm Booking'));
    expect(await screen.findByText('Appointment Booked Successfully')).toBeTruthy();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/bookings/appointments/initiate',
      'POST /api/bookings/appointments/confirm',
    ]);
    expect(bodies).toEqual([
      {
        doctorId: DOCTOR_ID,
        startTime: SLOTS[0]!.start,
        endTime: SLOTS[0]!.end,
        type: 'consultation',
        reason: 'Chest pain when climbing stairs',
      },
      { appointmentId: 'appt-1', paymentDetails: { method: 'cash', status: 'pending' } },
    ]);
    const payNow = screen.getByRole('link', { name: 'Pay Now' });
    expect(payNow.getAttribute('href')).toBe('/payment?appointmentId=appt-1');
    await userEvent.click(button('Book Another'));
    expect(await screen.findByText('Please select a date first.')).toBeTruthy();
    expect((screen.getByLabelText('Appointment type') as HTMLSelectElement).value).toBe(
      'consultation',
    );
  });

  it('states the refund policy, its window in hours read left to right, before the patient confirms', async () => {
    await openBooking();
    await fillDetails();
    await userEvent.click(button('Continue'));
    const policy = screen.getByText(/^Refunds: if you pay online/);
    expect(policy.textContent).toBe(
      'Refunds: if you pay online and cancel at least 24 hours before the appointment, you get a full refund; later, none. If the doctor cancels, you always get a full refund.',
    );
    expect(policy.querySelector('bdi[dir="ltr"]')?.textContent).toBe('24');
  });

  it('returns to the details with the server message and fresh slots when the slot was taken', async () => {
    reply('INITIATE', {
      status: 409,
      body: { success: false, message: 'This time slot is no longer available' },
    });
    await openBooking();
    await fillDetails();
    await userEvent.click(button('Continue'));
    reply('SLOTS', { status: 200, body: { success: true, data: { slots: [SLOTS[1]] } } });
    await userEvent.click(button('Confirm Booking'));
    expect(await screen.findByText('This time slot is no longer available')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^9:00 AM/ })).toBeNull());
    expect(await slot('9:30 AM')).toBeTruthy();
    expect(api.count('GET /api/bookings/doctors/')).toBe(2);
    expect(button('Continue').disabled).toBe(true);
  });

  it('says booking failed in its own words when the server gives none', async () => {
    reply('INITIATE', { status: 500, body: {} });
    await openBooking();
    await fillDetails();
    await userEvent.click(button('Continue'));
    await userEvent.click(button('Confirm Booking'));
    expect(await screen.findByText('Failed to book appointment. Please try again.')).toBeTruthy();
    expect(dateField()).toBeTruthy();
  });

  it('empties the slot list when the slots cannot be loaded', async () => {
    reply('SLOTS', { status: 500, body: {} });
    await openBooking();
    await chooseDate(DAY);
    expect(await screen.findByText('Failed to load available time slots')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('says when a day has no free slots, and keeps the slot chosen on another day', async () => {
    await openBooking();
    await fillDetails();
    reply('SLOTS', { status: 200, body: { success: true, data: { slots: [] } } });
    await chooseDate('2099-03-11');
    expect(await screen.findByText('No available slots for this date')).toBeTruthy();
    expect(screen.getByText('Selected: Tuesday, March 10, 2099 at 9:00 AM')).toBeTruthy();
    expect(button('Continue').disabled).toBe(false);
  });

  it('a doctor the server does not know is not found', async () => {
    reply('GET', { status: 404, body: { success: false, message: 'Doctor not found' } });
    await renderApp(PAGE, PATIENT);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Doctor not found');
  });
});
