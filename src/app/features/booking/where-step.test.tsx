// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { ok, PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR_ID = 'c0a8012e-0000-4000-8000-000000000001';
const OPD = 'c0a8012e-0000-4000-8000-0000000000a1';
const EVENING = 'c0a8012e-0000-4000-8000-0000000000a2';
const VIDEO = 'c0a8012e-0000-4000-8000-0000000000a3';
const PAGE = `/patient/book-appointment/${DOCTOR_ID}`;
const DAY = '2099-03-09'; // a Monday
const hours = (start: string, end: string) => ({
  monday: { isAvailable: true, slots: [{ startTime: start, endTime: end }] },
});
const practice = (
  _id: string,
  kind: 'clinic' | 'video',
  name: string,
  fee: number,
  city: string,
  availability: object,
) => ({
  _id,
  kind,
  name,
  fee,
  phone: '+923001234567',
  availability,
  location:
    kind === 'video'
      ? null
      : { address: `${name} Road`, city, area: '', landmark: 'near the gate', country: 'Pakistan' },
});
const PRACTICES = [
  practice(
    OPD,
    'clinic',
    'Shifa International Hospital OPD',
    2000,
    'Islamabad',
    hours('08:00', '14:00'),
  ),
  practice(EVENING, 'clinic', 'Evening Care Clinic', 3000, 'Rawalpindi', hours('17:00', '21:00')),
  practice(VIDEO, 'video', 'Video consultation', 1500, '', hours('21:00', '22:00')),
  // Closed hours: nothing to book there, so it is not offered.
  practice('c0a8012e-0000-4000-8000-0000000000a4', 'clinic', 'Old Clinic', 900, 'Lahore', {}),
];
const DOCTOR = {
  _id: DOCTOR_ID,
  userId: 'u1',
  name: 'Dr. Ayesha Khan',
  specialization: 'Cardiology',
  consultationFee: 2000,
  practices: PRACTICES,
};
// 12:00 UTC is 5:00 PM in Karachi.
const EVENING_SLOT = {
  start: '2099-03-09T12:00:00.000Z',
  end: '2099-03-09T12:30:00.000Z',
  practiceId: EVENING,
  mode: 'in_person',
};
const OPD_SLOT = {
  start: '2099-03-09T04:00:00.000Z',
  end: '2099-03-09T04:30:00.000Z',
  practiceId: OPD,
  mode: 'in_person',
};

let api: ReturnType<typeof stubApi>;
const bodies: unknown[] = [];

function serve(doctor: object) {
  bodies.length = 0;
  api = stubApi({
    'GET /api/doctors/': () => ok(doctor),
    'GET /api/bookings/doctors/': (url) => {
      const at = url.searchParams.get('practiceId');
      const all = [OPD_SLOT, EVENING_SLOT];
      return ok({ slots: at ? all.filter((s) => s.practiceId === at) : all });
    },
    'POST /api/bookings/appointments/initiate': {
      status: 201,
      body: { success: true, data: { appointment: { _id: 'appt-1' }, fee: 3000 } },
    },
    'POST /api/bookings/appointments/confirm': () =>
      ok({ appointment: { _id: 'appt-1', status: 'pending', startTime: EVENING_SLOT.start } }),
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return stubbed(input, init);
  });
}

beforeEach(() => serve(DOCTOR));

afterEach(() => {
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const chooseDate = (date: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
  });

describe('the Where step', () => {
  it('asks first where to see a doctor with several practices: name, city or Video, and fee', async () => {
    await renderApp(PAGE, PATIENT);
    expect(await screen.findByRole('heading', { name: 'Where' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Booking steps' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Where',
      '2Details',
      '3Confirm',
      '4Success',
    ]);
    const group = within(screen.getByRole('group', { name: 'Choose where to see the doctor' }));
    expect(group.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Shifa International Hospital OPDIslamabadRs 2,000',
      'Evening Care ClinicRawalpindiRs 3,000',
      'Video consultationVideoRs 1,500',
    ]);
    expect(button('Continue').disabled).toBe(true);
  });

  it('books the evening clinic: its slots only, its address and fee in the summary, practiceId sent', async () => {
    const router = await renderApp(PAGE, PATIENT);
    await userEvent.click(await screen.findByRole('radio', { name: /^Evening Care Clinic/ }));
    expect(router.state.location.search).toEqual({ practice: EVENING });
    await userEvent.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Details' }));
    await chooseDate(DAY);
    await userEvent.click(await screen.findByRole('radio', { name: /^5:00 PM/ }));
    expect(screen.queryByRole('radio', { name: /^9:00 AM/ })).toBeNull();
    expect(
      api.count(
        `GET /api/bookings/doctors/${DOCTOR_ID}/availability?date=${DAY}&practiceId=${EVENING}`,
      ),
    ).toBe(1);
    await userEvent.type(screen.getByLabelText(/^Reason for visit/), 'Chest pain');
    await userEvent.click(button('Continue'));
    await screen.findByRole('button', { name: 'Confirm Booking' });
    const summary = (term: string) =>
      screen.getAllByRole('term').find((d) => d.textContent === term)?.nextElementSibling
        ?.textContent;
    expect(summary('Practice')).toBe('Evening Care Clinic');
    expect(summary('Address')).toContain('Evening Care Clinic Road, Rawalpindi');
    expect(summary('Landmark')).toBe('near the gate');
    expect(summary('Fee')).toBe('Rs 3,000');
    await userEvent.click(button('Confirm Booking'));
    expect(await screen.findByText('Appointment Booked Successfully')).toBeTruthy();
    expect(bodies[0]).toEqual({
      doctorId: DOCTOR_ID,
      startTime: EVENING_SLOT.start,
      endTime: EVENING_SLOT.end,
      type: 'consultation',
      reason: 'Chest pain',
      practiceId: EVENING,
    });
  });

  it('the practice tapped shows as chosen at once, before the router has navigated', async () => {
    const router = await renderApp(PAGE, PATIENT);
    const evening = (await screen.findByRole('radio', {
      name: /^Evening Care Clinic/,
    })) as HTMLInputElement;
    fireEvent.click(evening);
    expect(evening.checked).toBe(true);
    expect(button('Continue').disabled).toBe(false);
    await act(async () => undefined);
    expect(router.state.location.search).toEqual({ practice: EVENING });
    expect(evening.checked).toBe(true);
  });

  it('a practice in the address (a follow-up of a visit there) is the answer; an unknown one is not', async () => {
    await renderApp(`${PAGE}?practice=${EVENING}&date=${DAY}&type=follow-up`, PATIENT);
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /^5:00 PM/ })).toBeTruthy();
    cleanup();
    await renderApp(`${PAGE}?practice=c0a8012e-0000-4000-8000-0000000000ff`, PATIENT);
    expect(await screen.findByRole('heading', { name: 'Where' })).toBeTruthy();
  });

  it('going back to Where for another practice drops the slot of the first', async () => {
    await renderApp(`${PAGE}?practice=${EVENING}&date=${DAY}`, PATIENT);
    await userEvent.click(await screen.findByRole('radio', { name: /^5:00 PM/ }));
    await userEvent.click(button('Back'));
    await userEvent.click(await screen.findByRole('radio', { name: /^Shifa/ }));
    await userEvent.click(button('Continue'));
    expect(await screen.findByRole('radio', { name: /^9:00 AM/ })).toBeTruthy();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('a doctor with one practice to book is booked as before: no Where, no practiceId', async () => {
    serve({ ...DOCTOR, practices: [PRACTICES[1], PRACTICES[3]] });
    await renderApp(PAGE, PATIENT);
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Where' })).toBeNull();
    await chooseDate(DAY);
    await screen.findByRole('radio', { name: /^9:00 AM/ });
    expect(api.count(`GET /api/bookings/doctors/${DOCTOR_ID}/availability?date=${DAY}`)).toBe(1);
    expect(api.calls.some((c) => c.includes('practiceId'))).toBe(false);
  });
});
