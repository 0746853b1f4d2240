// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/lib/session';
import type { DeskPractice, DeskVisit } from '#shared/schemas/desk';
import { DESK_USER, deskDayAnswers, recordingApi } from '#tests/support/harness/desk-harness';
import { ok, PATIENT, renderApp } from '#tests/support/harness/route-harness';

const SADDAR: DeskPractice = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Saddar Clinic',
  city: 'Rawalpindi',
  doctorId: 'd-1',
  doctorName: 'Dr. Imran Qureshi',
  fee: 1500,
};
const GULBERG: DeskPractice = {
  ...SADDAR,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Gulberg Clinic',
  city: 'Lahore',
};

const visit = (over: Partial<DeskVisit> = {}): DeskVisit => ({
  id: 'v-1',
  appointmentId: 'a-1',
  patient: { name: 'Sana Malik', phone: '+923001234567', age: 34, sex: 'female' },
  source: 'app',
  personId: null,
  // 09:30 in Karachi (UTC+5).
  startTime: '2030-03-11T04:30:00.000Z',
  status: 'scheduled',
  checkedInAt: null,
  payment: { status: 'pending', amount: 2000, method: 'cash' },
  ...over,
});

/** The desk's API: its practices, and each practice's day (`visits` by practice id). */
function deskApi(practices: DeskPractice[], visits: Record<string, DeskVisit[]>) {
  return recordingApi({
    'GET /api/desk/practices': ok({ practices }),
    ...deskDayAnswers(practices, (id) => visits[id] ?? []),
  });
}

afterEach(async () => {
  useSession.setState({ token: null, user: null });
  // The device copy (issue 42) is the user's: each test starts with none.
  const { localDb } = await import('#app/offline/local-db');
  await Promise.all(localDb.tables.map((t) => t.clear()));
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  // A sign-in starts the sync, which loads its role's modules lazily; they land before teardown.
  const [{ collectionsFor }, { kindsFor }] = await Promise.all([
    import('#app/offline/role-collections'),
    import('#app/routes/-sync/start'),
  ]);
  await Promise.all(['desk', 'patient'].flatMap((r) => [collectionsFor(r), kindsFor(r)]));
});

describe("the front desk's day", () => {
  it("lists the practice's patients with time, phone, status and payment", async () => {
    const api = deskApi([SADDAR], {
      [SADDAR.id]: [
        visit(),
        visit({
          id: 'v-2',
          appointmentId: null,
          patient: { name: 'Bilal Ahmed', phone: null, age: null, sex: null },
          source: 'walk_in',
          personId: null,
          startTime: null,
          payment: { status: 'paid', amount: 1500, method: 'cash', receiptNumber: 'A-0007' },
        }),
      ],
    });
    await renderApp('/desk?date=2030-03-11', DESK_USER);
    const sana = (await screen.findByRole('rowheader', { name: /Sana Malik/ })).closest('tr')!;
    expect(within(sana).getByText('9:30 AM')).toBeTruthy();
    expect(within(sana).getByText('+923001234567').getAttribute('dir')).toBe('ltr');
    expect(within(sana).getByText('Scheduled')).toBeTruthy();
    expect(within(sana).getByText('Booked in the app')).toBeTruthy();
    expect(sana.textContent).toContain('Payment due at the clinic Rs 2,000');
    const bilal = screen.getByRole('rowheader', { name: /Bilal Ahmed/ }).closest('tr')!;
    expect(within(bilal).getByText('Walk-in')).toBeTruthy();
    expect(bilal.textContent).toContain('Paid in cash Rs 1,500');
    expect(within(bilal).getByText('Receipt A-0007')).toBeTruthy();
    // One practice: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Practice' })).toBeNull();
    expect(api.calls).toContain(`GET /api/desk/day?practiceId=${SADDAR.id}&date=2030-03-11`);
  });

  it('says so when the day has nobody yet', async () => {
    deskApi([SADDAR], {});
    await renderApp('/desk?date=2030-03-11', DESK_USER);
    expect(await screen.findByText('No patients on this day yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the chosen practice and date live in the address', async () => {
    const api = deskApi([SADDAR, GULBERG], {
      [GULBERG.id]: [visit({ patient: { ...visit().patient, name: 'Hina Raza' } })],
    });
    const router = await renderApp('/desk?date=2030-03-11', DESK_USER);
    const chooser = await screen.findByRole('combobox', { name: 'Practice' });
    expect((chooser as HTMLSelectElement).value).toBe(SADDAR.id);
    await userEvent.selectOptions(chooser, GULBERG.id);
    expect(await screen.findByRole('rowheader', { name: /Hina Raza/ })).toBeTruthy();
    expect(router.state.location.search).toEqual({ practiceId: GULBERG.id, date: '2030-03-11' });
    expect(api.calls).toContain(`GET /api/desk/day?practiceId=${GULBERG.id}&date=2030-03-11`);
  });

  it('an address naming a practice that is not theirs shows their first, and a bad date today', async () => {
    const api = deskApi([SADDAR], {});
    await renderApp(
      '/desk?practiceId=99999999-9999-4999-8999-999999999999&date=2030-02-31',
      DESK_USER,
    );
    await screen.findByText('No patients on this day yet.');
    // Today is read from the device (issue 42), which the sync fills from the server.
    await waitFor(() =>
      expect(api.calls.some((c) => c.startsWith('GET /api/desk/day'))).toBe(true),
    );
    const days = api.calls.find((c) => c.startsWith('GET /api/desk/days'))!;
    const asked = new URL(days.slice(4), 'http://x').searchParams;
    expect(asked.get('practiceId')).toBe(SADDAR.id);
    expect([asked.get('from'), asked.get('to')]).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    expect(days).not.toContain('2030-02-31');
  });
});

describe("the desk's guard and sign-in", () => {
  it('a desk member who opens a doctor screen goes to the front desk', async () => {
    deskApi([SADDAR], {});
    const router = await renderApp('/doctor/desk', DESK_USER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/desk'));
  });

  it('a patient who opens the front desk goes to their own dashboard', async () => {
    deskApi([SADDAR], {});
    const router = await renderApp('/desk', PATIENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/patient/dashboard'));
  });

  it('signing in as a desk member leads to the front desk', async () => {
    recordingApi({
      'POST /api/auth/login': ok({ token: 'token-desk', user: DESK_USER }),
      'GET /api/desk/practices': ok({ practices: [SADDAR] }),
      'GET /api/desk/day': ok({ practice: SADDAR, date: '2030-03-11', visits: [] }),
    });
    const router = await renderApp('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email Address/), DESK_USER.email);
    await user.type(screen.getByLabelText(/^Password/), 'Desk@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/desk'));
    expect(await screen.findByRole('heading', { name: 'Front Desk', level: 1 })).toBeTruthy();
  });
});
