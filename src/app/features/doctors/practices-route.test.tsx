// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { ok, PATIENT, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR_ID = 'c0a8012e-0000-4000-8000-000000000001';
const week = (day: string, start: string, end: string) => ({
  [day]: { isAvailable: true, slots: [{ startTime: start, endTime: end }] },
});
const OPD = {
  _id: 'c0a8012e-0000-4000-8000-0000000000a1',
  kind: 'clinic',
  name: 'Shifa International Hospital OPD',
  location: {
    address: 'Pitras Bukhari Road, H-8/4',
    city: 'Islamabad',
    area: 'H-8',
    landmark: 'opposite the Jinnah Hospital gate 2',
    country: 'Pakistan',
    coordinates: { type: 'Point', coordinates: [73.0551, 33.6844] },
  },
  phone: '+92518464646',
  fee: 2500,
  availability: week('monday', '08:00', '14:00'),
  nextFreeDate: '2099-03-09',
};
const EVENING = {
  _id: 'c0a8012e-0000-4000-8000-0000000000a2',
  kind: 'clinic',
  name: 'Evening Care Clinic',
  location: {
    address: 'مکان 5، گلی 3، سیٹلائٹ ٹاؤن',
    city: 'Rawalpindi',
    area: '',
    landmark: 'behind Commercial Market',
    country: 'Pakistan',
  },
  phone: '',
  fee: 1500,
  availability: week('monday', '17:00', '21:00'),
  nextFreeDate: null,
};
const VIDEO = {
  _id: 'c0a8012e-0000-4000-8000-0000000000a3',
  kind: 'video',
  name: 'Video consultation',
  location: null,
  phone: '',
  fee: 1200,
  availability: week('saturday', '21:00', '22:00'),
  nextFreeDate: '2099-03-14',
};
const DOCTOR = {
  _id: DOCTOR_ID,
  userId: 'u-1',
  name: 'Dr. Fatima Sheikh',
  specialization: 'Pediatrics',
  consultationFee: 2500,
  clinicName: 'Shifa International Hospital OPD',
  location: { city: 'Islamabad', address: 'Pitras Bukhari Road, H-8/4' },
  availability: week('monday', '08:00', '14:00'),
  practices: [OPD, EVENING, VIDEO],
  offersVideo: true,
};
const page = (doctors: object[]) => ok({ doctors, total: doctors.length, page: 1, totalPages: 1 });

afterEach(() => {
  useSession.setState({ token: null, user: null });
  cleanup();
  vi.unstubAllGlobals();
});

describe('Find a Doctor with practices', () => {
  it('the Video consultation filter is in the URL and asks the server for mode=video', async () => {
    const api = stubApi({
      'GET /api/doctors/specializations': ok(['Pediatrics']),
      'GET /api/doctors/cities': ok(['Islamabad', 'Rawalpindi']),
      'GET /api/doctors/search': (url) =>
        page(url.searchParams.get('mode') === 'video' ? [DOCTOR] : []),
    });
    const router = await renderApp('/doctors?city=Rawalpindi');
    const video = await screen.findByRole('checkbox', { name: 'Video consultation' });
    expect(video).toHaveProperty('checked', false);
    await userEvent.click(video);
    expect(await screen.findByText('1 doctor found')).toBeTruthy();
    expect(router.state.location.search).toEqual({ city: 'Rawalpindi', mode: 'video' });
    expect(api.calls.some((c) => /search\?.*city=Rawalpindi.*mode=video/.test(c))).toBe(true);
    await userEvent.click(video);
    await waitFor(() => expect(router.state.location.search).toEqual({ city: 'Rawalpindi' }));
  });

  it('a link with ?mode=video opens with the filter on; another mode is dropped', async () => {
    stubApi({ 'GET /api/doctors/search': page([]) });
    const router = await renderApp('/doctors?mode=video');
    expect(await screen.findByRole('checkbox', { name: 'Video consultation' })).toHaveProperty(
      'checked',
      true,
    );
    await router.navigate({ to: '/doctors', search: { mode: 'phone' } as never });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Video consultation' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });

  it('each card shows the cities of the practices, the one searched for first, and a Video badge with the video fee', async () => {
    stubApi({
      'GET /api/doctors/search': page([
        DOCTOR,
        { ...DOCTOR, _id: 'other', name: 'Dr. Bilal Ahmed', practices: [EVENING] },
      ]),
    });
    const router = await renderApp('/doctors');
    const card = async (name: string) => {
      const cards = await screen.findAllByRole('listitem');
      return within(cards.find((c) => c.textContent?.includes(name))!);
    };
    const fact = (scope: ReturnType<typeof within>, term: string) =>
      scope.getAllByRole('term').find((d: HTMLElement) => d.textContent === term)
        ?.nextElementSibling?.textContent;
    const fatima = await card('Fatima');
    expect(fact(fatima, 'City')).toBe('Islamabad');
    expect(fact(fatima, 'Also in')).toBe('Rawalpindi');
    expect(fatima.getByText('Video').closest('.ui-badge')?.textContent).toBe('Video Rs 1,200');
    const bilal = await card('Bilal');
    expect(fact(bilal, 'City')).toBe('Rawalpindi');
    expect(fact(bilal, 'Also in')).toBeUndefined();
    expect(bilal.queryByText('Video')).toBeNull();
    await router.navigate({ to: '/doctors', search: { city: 'rawalpindi' } });
    await waitFor(async () => expect(fact(await card('Fatima'), 'City')).toBe('Rawalpindi'));
    expect(fact(await card('Fatima'), 'Also in')).toBe('Islamabad');
  });
});

describe('the doctor page with practices', () => {
  const open = async () => {
    stubApi({
      [`GET /api/doctors/${DOCTOR_ID}`]: ok(DOCTOR),
      'GET /api/reviews/doctor/': ok({ reviews: [], total: 0, page: 1, totalPages: 0 }),
    });
    await renderApp(`/doctors/${DOCTOR_ID}`);
    const list = await screen.findByRole('region', { name: 'Practices' });
    const card = (name: string) => within(within(list).getByRole('listitem', { name }));
    return { card };
  };
  const fact = (scope: ReturnType<typeof within>, term: string) =>
    scope.getAllByRole('term').find((d: HTMLElement) => d.textContent === term)?.nextElementSibling
      ?.textContent;

  it('each practice is a card: address as typed, landmark, fee, phone to call, hours and next free day', async () => {
    const { card } = await open();
    const opd = card('Shifa International Hospital OPD');
    expect(fact(opd, 'Address')).toContain('Pitras Bukhari Road, H-8/4, H-8, Islamabad');
    expect(fact(opd, 'Landmark')).toBe('opposite the Jinnah Hospital gate 2');
    expect(fact(opd, 'Fee')).toBe('Rs 2,500');
    expect(opd.getByRole('link', { name: '+92518464646' }).getAttribute('href')).toBe(
      'tel:+92518464646',
    );
    expect(fact(opd, 'Next free day')).toBe('Monday, March 9, 2099');
    expect(fact(opd, 'Monday')).toBe('8:00 AM – 2:00 PM');
    const evening = card('Evening Care Clinic');
    expect(fact(evening, 'Address')).toContain('مکان 5، گلی 3، سیٹلائٹ ٹاؤن, Rawalpindi');
    expect(fact(evening, 'Monday')).toBe('5:00 PM – 9:00 PM');
    expect(fact(evening, 'Next free day')).toBe('No free day in the next 3 months');
    expect(evening.queryByRole('term', { name: 'Phone' })).toBeNull();
  });

  it('Open in Maps is a geo: link to the point when known, else to the address; a maps search beside it', async () => {
    const { card } = await open();
    const opd = card('Shifa International Hospital OPD');
    expect(opd.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      'geo:33.6844,73.0551',
    );
    const evening = card('Evening Care Clinic');
    expect(evening.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      `geo:0,0?q=${encodeURIComponent('مکان 5، گلی 3، سیٹلائٹ ٹاؤن, Rawalpindi')}`,
    );
    const search = new URL(
      evening.getByRole('link', { name: 'Google Maps' }).getAttribute('href')!,
    );
    expect(search.searchParams.get('query')).toBe('مکان 5، گلی 3، سیٹلائٹ ٹاؤن, Rawalpindi');
  });

  it('the video practice says Video consultation with its fee and hours, and no address', async () => {
    const { card } = await open();
    const video = card('Video consultation');
    expect(fact(video, 'Where')).toBe('Video consultation');
    expect(fact(video, 'Fee')).toBe('Rs 1,200');
    expect(fact(video, 'Saturday')).toBe('9:00 PM – 10:00 PM');
    expect(video.queryByRole('link', { name: 'Open in Maps' })).toBeNull();
  });

  it('the profile names the first clinic city, the others under Also in, the range of fees, and leaves the mirrored hours to the cards', async () => {
    await open();
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect(fact('City')).toBe('Islamabad');
    expect(fact('Also in')).toBe('Rawalpindi');
    expect(screen.getByText('Rs 1,200 – Rs 2,500')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Weekly availability' })).toBeNull();
  });

  it('Book here opens the booking at that practice on its next free day; signed out it links there', async () => {
    const api = stubApi({
      [`GET /api/doctors/${DOCTOR_ID}`]: ok(DOCTOR),
      'GET /api/reviews/doctor/': ok({ reviews: [], total: 0, page: 1, totalPages: 0 }),
      'GET /api/bookings/doctors/': ok({ slots: [] }),
    });
    const router = await renderApp(`/doctors/${DOCTOR_ID}`, PATIENT);
    const list = await screen.findByRole('region', { name: 'Practices' });
    // Nothing free in the next 3 months at the evening clinic: nothing to book there.
    expect(within(list).queryByRole('button', { name: 'Book at Evening Care Clinic' })).toBeNull();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Book at Shifa International Hospital OPD' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Book Appointment' }));
    expect(await dialog.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ date: '2099-03-09', practice: OPD._id });
    await waitFor(() =>
      expect(
        api.count(
          `GET /api/bookings/doctors/${DOCTOR_ID}/availability?date=2099-03-09&practiceId=${OPD._id}`,
        ),
      ).toBe(1),
    );
    cleanup();
    useSession.setState({ token: null, user: null });
    await renderApp(`/doctors/${DOCTOR_ID}`);
    const link = await screen.findByRole('link', { name: 'Book at Video consultation' });
    expect(link.getAttribute('href')).toBe(
      `/patient/book-appointment/${DOCTOR_ID}?practice=${VIDEO._id}&date=2099-03-14`,
    );
  });
});
