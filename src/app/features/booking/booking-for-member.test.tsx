// @vitest-environment happy-dom
import 'fake-indexeddb/auto';

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { localDb } from '#app/offline/local-db';
import { EMPTY_EMERGENCY_CONTACT, EMPTY_MEDICAL_HISTORY } from '#shared/schemas/patient';
import { PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR_ID = 'c0a8012e-0000-4000-8000-000000000001';
const CHILD_ID = 'c0a8012e-0000-4000-8000-00000000c41d';
const SLOT = { start: '2099-03-10T04:00:00.000Z', end: '2099-03-10T04:30:00.000Z' };
const DOCTOR = {
  _id: DOCTOR_ID,
  userId: 'u1',
  name: 'Dr. Ayesha Khan',
  specialization: 'Cardiology',
  consultationFee: 1500,
};
const CHILD = {
  _id: CHILD_ID,
  id: CHILD_ID,
  userId: PATIENT._id,
  name: 'Ahmed Malik',
  relationship: 'child' as const,
  dateOfBirth: '2019-05-01',
  gender: 'male' as const,
  bloodGroup: '' as const,
  emergencyContact: EMPTY_EMERGENCY_CONTACT,
  medicalHistory: EMPTY_MEDICAL_HISTORY,
  createdAt: '2099-01-01T00:00:00.000Z',
  updatedAt: '2099-01-01T00:00:00.000Z',
};
const ok = (data: unknown) => () => ({ status: 200, body: { success: true, data } });
const bodies: unknown[] = [];
const BOOKED = {
  _id: 'appt-1',
  id: 'appt-1',
  startTime: SLOT.start,
  status: 'pending',
  doctor: { name: DOCTOR.name },
};
// What the confirmation answers; a test sets whom it is for and the visit's mode.
let appointment: Record<string, unknown> = BOOKED;

beforeEach(async () => {
  bodies.length = 0;
  await localDb.familyMembers.clear();
  appointment = BOOKED;
  stubApi({
    'GET /api/doctors/': ok(DOCTOR),
    'GET /api/bookings/doctors/': ok({ slots: [SLOT] }),
    'POST /api/bookings/appointments/initiate': ok({ appointment, fee: 1500 }),
    'POST /api/bookings/appointments/confirm': () => ok({ appointment })(),
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

async function book(choose?: string) {
  await renderApp(`/patient/book-appointment/${DOCTOR_ID}?date=2099-03-10`, PATIENT);
  await screen.findByText(DOCTOR.name);
  if (choose) {
    const question = await screen.findByRole('group', { name: 'Who is this appointment for?' });
    await userEvent.click(within(question).getByRole('radio', { name: choose }));
  }
  await userEvent.click(await screen.findByRole('radio', { name: /^9:00 AM/ }));
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/^Reason for visit/), { target: { value: 'Fever' } });
  });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('booking for a family member', () => {
  it('asks whom the appointment is for, Myself first, from the members on the device, and sends the member', async () => {
    await localDb.familyMembers.put(CHILD);
    await renderApp(`/patient/book-appointment/${DOCTOR_ID}?date=2099-03-10`, PATIENT);
    const question = await screen.findByRole('group', { name: 'Who is this appointment for?' });
    const options = within(question).getAllByRole<HTMLInputElement>('radio');
    expect(options.map((o) => o.labels?.[0]?.textContent?.trim())).toEqual([
      'Myself',
      'Ahmed Malik (Child)',
    ]);
    expect(options[0]!.checked).toBe(true);
    cleanup();

    await book('Ahmed Malik (Child)');
    expect(await screen.findByText('Ahmed Malik')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText('Appointment Booked Successfully');
    expect(bodies[0]).toMatchObject({ doctorId: DOCTOR_ID, familyMemberId: CHILD_ID });
  });

  it('books for the account holder without a member id when Myself is chosen', async () => {
    await localDb.familyMembers.put(CHILD);
    await book('Myself');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText('Appointment Booked Successfully');
    expect(bodies[0]).not.toHaveProperty('familyMemberId');
  });

  it('does not ask when the account has no members', async () => {
    await book();
    expect(screen.queryByRole('group', { name: 'Who is this appointment for?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
  });
});

describe('the booking confirmation names whom it is for and how the fee is paid', () => {
  const member = { id: CHILD_ID, name: 'Ahmed Malik', relationship: 'child' };
  const confirmation = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText('Appointment Booked Successfully');
    return screen.getByText(/appointment .*Dr\. Ayesha Khan/).textContent;
  };

  it('a member’s appointment names the member, not “Your appointment”', async () => {
    await localDb.familyMembers.put(CHILD);
    appointment = { ...BOOKED, familyMember: member, mode: 'in_person' };
    await book('Ahmed Malik (Child)');
    expect(await confirmation()).toBe(
      'The appointment for Ahmed Malik with Dr. Ayesha Khan on Tuesday, March 10, 2099 at 9:00 AM is pending. You can pay the consultation fee online now or at the clinic.',
    );
  });

  it('the account holder’s own visit at a clinic is “Your appointment”, payable at the clinic', async () => {
    appointment = { ...BOOKED, familyMember: null, mode: 'in_person' };
    await book();
    expect(await confirmation()).toBe(
      'Your appointment with Dr. Ayesha Khan on Tuesday, March 10, 2099 at 9:00 AM is pending. You can pay the consultation fee online now or at the clinic.',
    );
  });

  it('a video visit is paid online: no word of paying at the clinic', async () => {
    await localDb.familyMembers.put(CHILD);
    appointment = { ...BOOKED, familyMember: member, mode: 'video' };
    await book('Ahmed Malik (Child)');
    const text = await confirmation();
    expect(text).toBe(
      'The appointment for Ahmed Malik with Dr. Ayesha Khan on Tuesday, March 10, 2099 at 9:00 AM is pending. A video consultation is paid online. You can pay the fee now.',
    );
    expect(text).not.toMatch(/clinic/);
  });
});
