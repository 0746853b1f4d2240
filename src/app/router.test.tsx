// @vitest-environment happy-dom

import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR_ID = 'c0a8012e-0000-4000-8000-000000000001';
const DOCTOR = {
  _id: DOCTOR_ID,
  userId: 'u-1',
  name: 'Dr. Ayesha Khan',
  specialization: 'Cardiology',
  consultationFee: 1500,
};
const page = (doctors: unknown[], total = doctors.length) =>
  ok({ doctors, total, page: 1, totalPages: 1 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a screen whose data is slow', () => {
  it('shows its skeleton, announced as loading, and then the data', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    stubApi({
      'GET /api/doctors/specializations': ok([]),
      'GET /api/doctors/search': () => answer.promise,
    });
    await renderApp('/specialties');
    const pending = await screen.findByRole('status', { name: 'Loading specialties' });
    expect(within(pending).getByRole('heading', { name: 'Specialties' })).toBeTruthy();
    await act(async () => answer.resolve(page([DOCTOR], 3)));
    expect(await screen.findByRole('link', { name: /Cardiology\s+3 doctors/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading specialties' })).toBeNull();
  });
});

describe('a screen whose data cannot be loaded', () => {
  it("says so in the server's words, and Retry loads it again", async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/doctors/specializations': ok([]),
      'GET /api/doctors/search': () =>
        fail
          ? { status: 503, body: { success: false, message: 'Service temporarily unavailable' } }
          : page([DOCTOR]),
    });
    await renderApp('/specialties');
    expect(await screen.findByRole('heading', { name: 'Could not load this screen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Service temporarily unavailable');
    const before = api.count('GET /api/doctors/search');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Specialties' })).toBeTruthy();
    expect(api.count('GET /api/doctors/search')).toBeGreaterThan(before);
    expect(screen.queryByRole('heading', { name: 'Could not load this screen' })).toBeNull();
  });

  it('offline, it says the screen needs a connection and loads it when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let offline = true;
    stubApi({
      'GET /api/doctors/specializations': ok([]),
      'GET /api/doctors/search': () => (offline ? 'network-error' : page([DOCTOR])),
    });
    await renderApp('/specialties');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/You are offline\. This screen needs a connection/);
    offline = false;
    online.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Specialties' })).toBeTruthy();
  });
});

describe('doctor screens', () => {
  it('an unknown doctor id says the doctor was not found', async () => {
    stubApi({ 'GET /api/doctors/': { status: 404, body: { success: false, message: 'x' } } });
    await renderApp(`/doctors/${DOCTOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'Doctor profile' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Doctor not found');
  });

  it("a doctor's page that fails for another reason says Failed to load doctor profile; Retry loads it", async () => {
    let fail = true;
    stubApi({
      'GET /api/doctors/': () =>
        fail ? { status: 500, body: { success: false, message: 'Internal error' } } : ok(DOCTOR),
      'GET /api/reviews/doctor/': ok({ reviews: [], total: 0 }),
    });
    await renderApp(`/doctors/${DOCTOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'Could not load this screen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load doctor profile');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Ayesha Khan' })).toBeTruthy();
  });

  it("the patient's view of a doctor says Failed to load doctor profile too", async () => {
    stubApi({ 'GET /api/doctors/': { status: 500, body: { success: false } } });
    await renderApp(`/patient/doctors/${DOCTOR_ID}`, PATIENT);
    expect(await screen.findByRole('heading', { name: 'Could not load this screen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load doctor profile');
  });

  it('booking a doctor who cannot be read says Failed to load doctor information', async () => {
    stubApi({ 'GET /api/doctors/': { status: 500, body: { success: false } } });
    await renderApp(`/patient/book-appointment/${DOCTOR_ID}`, PATIENT);
    expect(await screen.findByRole('heading', { name: 'Could not load this screen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load doctor information');
  });

  it("a doctor's profile shows at once, and a failure of the reviews stays in their card", async () => {
    stubApi({
      'GET /api/doctors/': ok(DOCTOR),
      'GET /api/reviews/doctor/': { status: 500, body: { success: false } },
    });
    await renderApp(`/doctors/${DOCTOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'Dr. Ayesha Khan' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load reviews');
  });

  it('the list keeps its filters on screen while a new search loads', async () => {
    const second = deferred<ReturnType<typeof ok>>();
    stubApi({
      'GET /api/doctors/specializations': ok(['Cardiology']),
      'GET /api/doctors/search': (url) =>
        url.searchParams.get('gender') ? second.promise : page([DOCTOR]),
    });
    const router = await renderApp('/doctors');
    expect(await screen.findByText('1 doctor found')).toBeTruthy();
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    await userEvent.selectOptions(gender, 'female');
    expect(await screen.findByRole('list', { name: 'Loading doctors' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBe(gender);
    await act(async () => second.resolve(page([])));
    expect(await screen.findByText('No doctors found matching your criteria')).toBeTruthy();
    expect(router.state.location.search).toEqual({ gender: 'female' });
  });

  it('pointing at a link loads the next screen’s data before it is opened', async () => {
    const api = stubApi({
      'GET /api/doctors/specializations': ok([]),
      'GET /api/doctors/search': page([DOCTOR]),
    });
    await renderApp('/about');
    expect(api.count('GET /api/doctors/search')).toBe(0);
    await userEvent.hover(screen.getAllByRole('link', { name: 'Find Doctors' })[0]!);
    await vi.waitFor(() => expect(api.count('GET /api/doctors/search')).toBe(1));
  });
});
