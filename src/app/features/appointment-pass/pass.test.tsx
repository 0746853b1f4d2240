// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { PassScreen } from '#app/features/appointment-pass/components/pass-screen';
import { appointment, FakeApi, mount } from '#tests/support/harness/home-harness';

const ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const START = '2030-05-06T04:00:00.000Z'; // 9:00 AM in Karachi

function scene(extra: Record<string, unknown> = {}) {
  const api = new FakeApi();
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

  it('says so when the appointment is not on this device', async () => {
    await mount(scene(), () => <PassScreen appointmentId="not-here" />);
    await screen.findByText('This appointment is not on this device.');
    const main = within(screen.getByRole('region', { name: 'Appointment pass' }));
    expect(main.getByRole('link', { name: 'My Appointments' }).getAttribute('href')).toBe(
      '/patient/appointments',
    );
  });
});
