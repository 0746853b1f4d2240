// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { clinicSettings } from '#app/lib/public-settings';
import { clinicToday } from '#shared/domain/clinic-time';
import type { CashTotals } from '#shared/schemas/desk-cash';
import { setOnline, unmountFrom } from '#tests/support/harness/app-harness';
import { BUSY_DAY, cashTotals } from '#tests/support/harness/cash-harness';
import {
  CLINIC,
  DOCTOR,
  recordingApi,
  SECOND_CLINIC,
  VIDEO,
} from '#tests/support/harness/desk-harness';
import { ok, renderApp } from '#tests/support/harness/route-harness';

/** The doctor's desk with no members, and `cash` as every clinic's book. */
function cashApi(cash: CashTotals = BUSY_DAY, practices = [CLINIC, SECOND_CLINIC, VIDEO]) {
  return recordingApi({
    'GET /api/doctors/profile': ok({ practices }),
    'GET /api/doctors/profile/desk-members': ok({ members: [] }),
    'GET /api/desk/cash': ok(cash),
  });
}

const cashSection = async () =>
  (await screen.findByRole('heading', { name: 'Cash', level: 2 })).closest('section')!;

beforeEach(() => setOnline(true));
afterEach(async () => {
  await unmountFrom(
    'appointments',
    'notifications',
    'profile',
    'patients',
    'schedule',
    'doctorReviews',
    'notificationPreferences',
  );
  cleanup();
  await activateLocale('en');
});
afterAll(async () => {
  const [{ collectionsFor }, { kindsFor }] = await Promise.all([
    import('#app/offline/role-collections'),
    import('#app/routes/-sync/start'),
  ]);
  await Promise.all([collectionsFor('doctor'), kindsFor('doctor')]);
});

describe("the desk's cash on the doctor's Front Desk", () => {
  it("reads today's book of the first clinic, in clinic time", async () => {
    const api = cashApi();
    await renderApp('/doctor/desk', DOCTOR);
    await cashSection();
    const today = clinicToday(new Date(), clinicSettings().timezone);
    expect(api.sent.filter((s) => s.request === 'GET /api/desk/cash')).toHaveLength(1);
    expect(api.calls).toContain(`GET /api/desk/cash?practiceId=${CLINIC._id}&date=${today}`);
  });

  it('shows the total, what each member took, and each close with its difference in words', async () => {
    cashApi();
    await renderApp(`/doctor/desk?practiceId=${CLINIC._id}&date=2026-12-02`, DOCTOR);
    const cash = await cashSection();
    expect(
      within(cash).getByText('Total on Wednesday, December 2, 2026').nextElementSibling
        ?.textContent,
    ).toBe('Rs 4,500');
    expect(within(cash).getByText('Receipts: 4')).toBeTruthy();
    const taken = within(cash).getByRole('table', { name: 'Taken by each desk member' });
    const rubina = within(taken).getByRole('rowheader', { name: 'Rubina Akhtar' }).closest('tr')!;
    expect(
      within(rubina)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Rs 3,000']);
    const closes = within(cash).getByRole('table', { name: 'Days closed by the desk' });
    const short = within(closes).getByRole('rowheader', { name: 'Rubina Akhtar' }).closest('tr')!;
    expect(within(short).getByText('Rs 100 short')).toBeTruthy();
    expect(within(short).getByText('Rs 2,900')).toBeTruthy();
    // 13:00 UTC is 6:00 PM in Karachi.
    expect(within(short).getByText('6:00 PM')).toBeTruthy();
    const over = within(closes).getByRole('rowheader', { name: 'Bilal Ahmed' }).closest('tr')!;
    expect(within(over).getByText('Rs 50 over')).toBeTruthy();
  });

  it('says so when no cash was taken and nobody closed the day', async () => {
    cashApi(cashTotals());
    await renderApp('/doctor/desk', DOCTOR);
    const cash = await cashSection();
    expect(within(cash).getByText('No cash was taken on this day.')).toBeTruthy();
    expect(within(cash).getByText('Nobody has closed this day yet.')).toBeTruthy();
    expect(within(cash).queryByRole('table')).toBeNull();
  });

  it('another clinic or day loads its book, and the address keeps the choice', async () => {
    const api = cashApi();
    const router = await renderApp('/doctor/desk?date=2026-12-02', DOCTOR);
    const cash = await cashSection();
    const user = userEvent.setup();
    await user.selectOptions(within(cash).getByLabelText(/^Practice/), SECOND_CLINIC._id);
    await waitFor(() =>
      expect(api.calls).toContain(
        `GET /api/desk/cash?practiceId=${SECOND_CLINIC._id}&date=2026-12-02`,
      ),
    );
    expect(router.state.location.search).toEqual({
      practiceId: SECOND_CLINIC._id,
      date: '2026-12-02',
    });
    // Only clinics have a desk: the video practice is not offered.
    expect(
      within(within(cash).getByLabelText(/^Practice/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Saddar Clinic', 'Gulberg Clinic']);
  });

  it('has no cash section when the doctor has no clinic', async () => {
    const api = cashApi(BUSY_DAY, [VIDEO]);
    await renderApp('/doctor/desk', DOCTOR);
    await screen.findByRole('heading', { name: 'Front Desk', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Cash' })).toBeNull();
    expect(api.calls.filter((c) => c.startsWith('GET /api/desk/cash'))).toEqual([]);
  });

  it('offline, says the book is as it was and offers no other day', async () => {
    cashApi();
    await renderApp('/doctor/desk', DOCTOR);
    const cash = await cashSection();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(
      await within(cash).findByText(
        'You are offline. The cash book shows the day as it was when this screen opened; another practice or day needs a connection.',
      ),
    ).toBeTruthy();
    expect((within(cash).getByLabelText(/^Date/) as HTMLInputElement).disabled).toBe(true);
    expect((within(cash).getByLabelText(/^Practice/) as HTMLSelectElement).disabled).toBe(true);
  });

  it('reads in Urdu: a shortage in words, amounts left to right', async () => {
    await activateLocale('ur');
    cashApi();
    await renderApp('/doctor/desk', DOCTOR);
    const cash = (await screen.findByRole('heading', { name: 'نقد', level: 2 })).closest(
      'section',
    )!;
    const closes = within(cash).getByRole('table', { name: 'ڈیسک کے بند کیے گئے دن' });
    const short = within(closes).getByRole('rowheader', { name: 'Rubina Akhtar' }).closest('tr')!;
    expect(within(short).getByText(/ کم$/).textContent).toMatch(/100/);
    expect(within(closes).getByText(/ زیادہ$/).textContent).toMatch(/50/);
    for (const amount of within(short).getAllByRole('cell').slice(0, 2)) {
      expect(amount.querySelector('bdi[dir="ltr"]')).not.toBeNull();
    }
  });
});
