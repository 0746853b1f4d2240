// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassScreen } from '#app/features/appointment-pass/components/pass-screen';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { PATIENT, setOnline, toasts } from '#tests/support/harness/app-harness';
import { appointment, FakeApi, mount } from '#tests/support/harness/home-harness';

const ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const START = '2030-05-06T04:00:00.000Z'; // 9:00 AM in Karachi

const ICS = 'BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n';

/** The device's server, which also answers the appointment's calendar file. */
class CalendarApi extends FakeApi {
  asked: { path: string; auth: string | null }[] = [];

  protected override async answer(req: Request, url: URL) {
    if (req.method === 'GET' && url.pathname.endsWith('/calendar.ics')) {
      this.asked.push({ path: url.pathname, auth: req.headers.get('authorization') });
      return new Response(ICS, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8; method=PUBLISH',
          'Content-Disposition': 'attachment; filename="appointment-MW-1A2B3C4D.ics"',
        },
      });
    }
    return super.answer(req, url);
  }
}

function scene(extra: Record<string, unknown> = {}) {
  const api = new CalendarApi();
  const row = appointment(ID, 'scheduled', 1, { id: 'd-1', name: 'Dr. Ayesha Khan' }, extra);
  row.doctor = {
    ...row.doctor,
    location: {
      address: '12 Main Boulevard, Gulberg III',
      city: 'Lahore',
      state: 'Punjab',
      country: 'Pakistan',
      zipCode: '54660',
    },
  } as typeof row.doctor;
  api.appointments = [{ ...row, startTime: START, endTime: '2030-05-06T04:30:00.000Z' }];
  return api;
}

afterEach(() => {
  setOnline(true);
});

const fact = (term: string) => {
  const dt = screen.getAllByRole('term').find((d) => d.textContent === term);
  return dt?.nextElementSibling?.textContent;
};

describe('appointment pass', () => {
  it('shows doctor, clinic, address with a map link, clinic date and time, number, fee and payment', async () => {
    // Offline from the start: the pass comes from the device alone.
    const api = scene();
    api.down = true;
    await mount(api, () => <PassScreen appointmentId={ID} />);
    await screen.findByRole('heading', { name: 'Appointment pass' });
    expect(fact('Appointment number')).toBe('MW-1A2B3C4D');
    expect(fact('Doctor')).toBe('Dr. Ayesha KhanCardiology');
    expect(fact('Clinic')).toBe('Heart Clinic');
    expect(fact('Address')).toContain(
      '12 Main Boulevard, Gulberg III, Lahore, Punjab, 54660, Pakistan',
    );
    expect(fact('Date')).toBe('Monday, May 6, 2030');
    expect(fact('Time')).toBe('9:00 AM – 9:30 AM (Clinic time)');
    expect(fact('Fee')).toBe('Rs 1,500');
    expect(fact('Payment')).toBe('Payment due at the clinicCash');
    const map = screen.getByRole('link', { name: 'Open in maps' });
    const url = new URL(map.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(
      'Heart Clinic, 12 Main Boulevard, Gulberg III, Lahore, Punjab, 54660, Pakistan',
    );
    expect(screen.getByRole('button', { name: 'Print pass' })).toBeTruthy();
  });

  it('carries a QR code of the appointment number, named with the number', async () => {
    await mount(scene(), () => <PassScreen appointmentId={ID} />);
    const qr = await screen.findByRole('img', {
      name: 'QR code of appointment number MW-1A2B3C4D',
    });
    // The dark modules drawn are exactly those of the number's QR symbol, quiet zone included.
    const { data, size } = encode('MW-1A2B3C4D', { ecc: 'M', border: 4 });
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    const drawn = new Set(
      [...(qr.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)/g)].map(
        (m) => `${m[1]},${m[2]}`,
      ),
    );
    const dark = new Set<string>();
    data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) dark.add(`${x},${y}`);
      });
    });
    expect(drawn).toEqual(dark);
    expect(dark.size).toBeGreaterThan(100);
  });

  it('Add to calendar downloads the appointment’s file from the server, with the signed-in token', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:pass/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    const api = scene();
    const user = await mount(api, () => <PassScreen appointmentId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.asked).toEqual([
      { path: `/api/appointments/${ID}/calendar.ics`, auth: expect.stringMatching(/^Bearer /) },
    ]);
    expect(saved[0]!.name).toBe('appointment-MW-1A2B3C4D.ics');
    expect(await saved[0]!.blob.text()).toBe(ICS);
    for (const spy of [click, create, revoke]) spy.mockRestore();
  });

  it('a cancelled visit paid online shows its refund on its way, from the device', async () => {
    const refund = (status: string) => ({
      amount: 1500,
      status,
      reference: status === 'succeeded' ? 'SBX-R-1' : null,
      createdAt: '2030-05-01T04:00:00.000Z',
    });
    const pending = scene({
      status: 'cancelled',
      payment: { method: 'sandbox', status: 'paid', amount: 1500, refunds: [refund('pending')] },
    });
    pending.down = true;
    await mount(pending, () => <PassScreen appointmentId={ID} />);
    await screen.findByRole('heading', { name: 'Appointment pass' });
    expect(fact('Payment')).toBe('PaidTest payment (sandbox)Refund of Rs 1,500 on its way');
  });

  it('a refunded visit reads Refunded on the pass, with the amount', async () => {
    const api = scene({
      status: 'cancelled',
      payment: {
        method: 'sandbox',
        status: 'refunded',
        amount: 1500,
        refunds: [
          {
            amount: 1500,
            status: 'succeeded',
            reference: 'SBX-R-1',
            createdAt: '2030-05-01T04:00:00.000Z',
          },
        ],
      },
    });
    api.down = true;
    await mount(api, () => <PassScreen appointmentId={ID} />);
    await screen.findByRole('heading', { name: 'Appointment pass' });
    expect(fact('Payment')).toBe('RefundedTest payment (sandbox)Refunded Rs 1,500');
  });

  it('a cancelled appointment offers to remove it from the calendar; a completed one offers nothing', async () => {
    const api = scene({ status: 'cancelled' });
    await mount(api, () => <PassScreen appointmentId={ID} />);
    expect(await screen.findByRole('button', { name: 'Remove from calendar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('offline, the calendar button waits for a connection and says why', async () => {
    const api = scene();
    api.down = true;
    setOnline(false);
    await mount(api, () => <PassScreen appointmentId={ID} />);
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    expect(button).toHaveProperty('disabled', true);
    const note = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe(
      'You are offline. Adding the appointment to your calendar needs a connection.',
    );
    await act(async () => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(button).toHaveProperty('disabled', false);
    expect(toasts()).toEqual([]);
  });

  it('says so when the appointment is not on this device', async () => {
    await mount(scene(), () => <PassScreen appointmentId="not-here" />);
    await screen.findByText('This appointment is not on this device.');
    const main = within(screen.getByRole('region', { name: 'Appointment pass' }));
    expect(main.getByRole('link', { name: 'My Appointments' }).getAttribute('href')).toBe(
      '/patient/appointments',
    );
  });
});

const EVENING_CLINIC = {
  _id: '5d3c2b1a-0000-4000-8000-000000000002',
  kind: 'clinic',
  name: 'Evening Care Clinic',
  location: {
    address: 'Plot 14, Street 7, F-8/3',
    city: 'Islamabad',
    area: 'F-8',
    landmark: 'behind Markaz F-8',
  },
  phone: '+923001234567',
};

describe('the pass names the practice it was booked at', () => {
  it('offline, shows the practice, its address as typed, landmark, phone and map links', async () => {
    const api = scene({
      practiceId: EVENING_CLINIC._id,
      practice: EVENING_CLINIC,
      mode: 'in_person',
    });
    api.down = true;
    setOnline(false);
    await mount(api, () => <PassScreen appointmentId={ID} />);
    await screen.findByRole('heading', { name: 'Appointment pass' });
    expect(fact('Practice')).toBe('Evening Care Clinic');
    expect(fact('Address')).toContain('Plot 14, Street 7, F-8/3, F-8, Islamabad');
    expect(fact('Landmark')).toBe('behind Markaz F-8');
    // The doctor's own clinic is not the place of this visit.
    expect(fact('Clinic')).toBeUndefined();
    expect(screen.queryByText(/12 Main Boulevard/)).toBeNull();
    const phone = screen.getByRole('link', { name: '+923001234567' });
    expect(phone.getAttribute('href')).toBe('tel:+923001234567');
    expect(phone.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      `geo:0,0?q=${encodeURIComponent('Plot 14, Street 7, F-8/3, Islamabad')}`,
    );
    const search = new URL(screen.getByRole('link', { name: 'Google Maps' }).getAttribute('href')!);
    expect(search.searchParams.get('query')).toBe('Plot 14, Street 7, F-8/3, F-8, Islamabad');
  });

  it('the practice reaches the device with the appointments the server lists, and stays there', async () => {
    const api = scene({ practiceId: EVENING_CLINIC._id, practice: EVENING_CLINIC });
    await mount(api, () => <PassScreen appointmentId={ID} />, { mirror: false });
    await act(() => syncEngine.refresh('appointments'));
    await waitFor(() => expect(fact('Practice')).toBe('Evening Care Clinic'));
    api.down = true;
    const kept = await localDb.appointments.get([PATIENT._id, ID]);
    expect(kept?.practice).toEqual(EVENING_CLINIC);
  });

  it('a video appointment says Video consultation instead of an address', async () => {
    const video = {
      _id: 'v-1',
      kind: 'video',
      name: 'Video consultation',
      location: null,
      phone: '',
    };
    const api = scene({ practice: video, mode: 'video' });
    api.down = true;
    await mount(api, () => <PassScreen appointmentId={ID} />);
    await screen.findByRole('heading', { name: 'Appointment pass' });
    expect(fact('Where')).toBe('Video consultation');
    expect(fact('Address')).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Open in Maps' })).toBeNull();
  });

  it('an unpaid video visit says its payment is due online, not at the clinic in cash', async () => {
    const video = { _id: 'v-1', kind: 'video', name: 'Video consultation', location: null };
    const api = scene({ practice: video, mode: 'video' });
    api.down = true;
    await mount(api, () => <PassScreen appointmentId={ID} />);
    await screen.findByRole('heading', { name: 'Appointment pass' });
    expect(fact('Payment')).toBe('Payment due online');
  });
});
