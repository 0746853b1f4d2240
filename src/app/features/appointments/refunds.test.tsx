// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { resetPublicSettings } from '#app/lib/public-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import {
  appointment,
  FakeApi,
  mount,
  panel,
  tab,
  toastSays,
} from '#tests/support/appointment-screens';

const paid = (amount = 1500, refunds: unknown[] = [], status = 'paid') => ({
  payment: { method: 'sandbox', status, amount, refunds },
});
const refund = (status: string, amount = 1500) => ({
  amount,
  status,
  reference: status === 'succeeded' ? 'SBX-R-1' : null,
  createdAt: new Date().toISOString(),
});

const doctor = (name: string) => ({
  _id: name,
  userId: `u-${name}`,
  name,
  specialization: 'Cardiology',
  clinicName: 'Heart Clinic',
  image: null,
});

/** The server's public settings say the patient must cancel `hours` ahead for a full refund. */
function withPolicy(api: FakeApi, hours: number) {
  const base = api.fetch;
  api.fetch = async (input, init) => {
    if (new Request(input, init).url.endsWith('/api/settings/public')) {
      const data = {
        ...toPublicSettings(DEFAULT_SETTINGS),
        refundPolicy: { fullRefundHoursBefore: hours },
      };
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return base(input, init);
  };
  return api;
}

afterEach(async () => {
  localStorage.clear();
  resetPublicSettings();
  await act(() => activateLocale('en'));
});

const openCancel = async (user: Awaited<ReturnType<typeof mount>>) => {
  await user.click(await panel().findByRole('button', { name: /^Cancel the appointment/ }));
  return screen.findByRole('dialog', { name: 'Cancel Appointment' });
};

describe('the refund policy in the cancel dialog', () => {
  it('two days ahead, a visit paid online is refunded in full, and the dialog says how much', async () => {
    const user = await mount(new FakeApi([appointment('a-paid', 'scheduled', 48, paid(1500))]));
    const dialog = await openCancel(user);
    expect(within(dialog).getByText(/^Cancelling now gets/).textContent).toBe(
      'Cancelling now gets a full refund of Rs 1,500.',
    );
  });

  it('inside the window it says there is no refund and why', async () => {
    const user = await mount(new FakeApi([appointment('a-soon', 'scheduled', 3, paid(1500))]));
    const dialog = await openCancel(user);
    expect(within(dialog).getByText(/^No refund/).textContent).toBe(
      'No refund: you are cancelling less than 24 hours before the appointment.',
    );
  });

  it("follows the administrator's window from the public settings", async () => {
    const api = withPolicy(new FakeApi([appointment('a-30h', 'scheduled', 30, paid(2000))]), 48);
    const user = await mount(api);
    const dialog = await openCancel(user);
    await waitFor(() =>
      expect(within(dialog).getByText(/^No refund/).textContent).toBe(
        'No refund: you are cancelling less than 48 hours before the appointment.',
      ),
    );
  });

  it('says nothing about refunds for a visit to be paid at the clinic', async () => {
    const user = await mount(new FakeApi([appointment('a-cash', 'scheduled', 48)]));
    const dialog = await openCancel(user);
    expect(within(dialog).queryByText(/refund/i)).toBeNull();
  });
});

describe('refunds on My Appointments', () => {
  it('after cancelling, the refund the server started shows on the card as on its way', async () => {
    const row = appointment('a-paid', 'scheduled', 48, paid(1500));
    const api = new FakeApi([row]);
    const cancelled = { ...row, status: 'cancelled', cancellationReason: 'Feeling better' };
    // The server answers the cancel with the refund it started.
    Object.assign(api, {
      patientChange: () => ({ ...cancelled, ...paid(1500, [refund('pending')]) }),
    });
    const user = await mount(api);
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'Feeling better');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    await toastSays('Success: Appointment cancelled successfully!');
    await user.click(tab('Cancelled'));
    const card = await panel().findByRole('article');
    expect(card.textContent).toContain('Refund of Rs 1,500 on its way');
  });

  it('a refund made shows Refunded with its amount; a patient who cancelled late is told why there is none', async () => {
    const user = await mount(
      new FakeApi([
        appointment('a-back', 'cancelled', 48, {
          ...paid(1500, [refund('succeeded')], 'refunded'),
          doctor: doctor('Dr. Back'),
        }),
        appointment('a-late', 'cancelled', 72, { ...paid(1500), doctor: doctor('Dr. Late') }),
        appointment('a-desk', 'cancelled', 96, {
          ...paid(1500, [refund('manual')]),
          doctor: doctor('Dr. Desk'),
        }),
      ]),
    );
    await user.click(tab('Cancelled'));
    const card = async (doctor: string) =>
      (await panel().findAllByRole('article')).find((c) => c.textContent?.includes(doctor))!;
    const back = await card('Dr. Back');
    expect(back.textContent).toContain('Refunded Rs 1,500');
    expect(back.querySelector('.ui-badge-info')?.textContent).toBe('Refunded');
    const late = await card('Dr. Late');
    expect(late.textContent).toContain(
      'No refund: cancelled less than 24 hours before the appointment',
    );
    expect(late.textContent).not.toContain('Refunded');
    // Waiting for the administrator is, for the patient, still on its way.
    expect((await card('Dr. Desk')).textContent).toContain('Refund of Rs 1,500 on its way');
  });

  it('in Urdu the amount and the hours read left to right inside the sentence', async () => {
    const user = await mount(
      new FakeApi([
        appointment('a-back', 'cancelled', 48, paid(1500, [refund('pending')])),
        appointment('a-late', 'cancelled', 72, paid(1500)),
      ]),
    );
    await user.click(tab('Cancelled'));
    await act(() => activateLocale('ur'));
    await panel().findAllByText(/واپس/);
    const cards = await panel().findAllByRole('article');
    cards.sort(
      (a, b) => (a.textContent?.includes('24') ? 1 : 0) - (b.textContent?.includes('24') ? 1 : 0),
    );
    const isolated = cards.map((c) =>
      [...c.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent),
    );
    expect(isolated[0]).toContain(
      new Intl.NumberFormat('ur-PK', {
        style: 'currency',
        currency: 'PKR',
        maximumFractionDigits: 0,
      }).format(1500),
    );
    expect(isolated[1]).toContain('24');
    expect(cards[0]!.textContent).not.toContain('Refund of');
  });
});
