// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { localDb } from '#app/offline/local-db';
import {
  connection,
  DOCTOR,
  FakeApi,
  mount,
  appointment as visit,
} from '#tests/support/appointment-screens';

const everyDay = (startTime: string, endTime: string) =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
      d,
      { isAvailable: true, slots: [{ startTime, endTime }] },
    ]),
  );
const OPD = { _id: 'p-opd', kind: 'clinic', name: 'Shifa OPD' };
const VIDEO = { _id: 'p-vid', kind: 'video', name: 'Video consultation' };
const at = (p: typeof OPD) => ({
  practiceId: p._id,
  practice: { ...p, location: null, phone: '' },
  mode: p.kind === 'video' ? 'video' : 'in_person',
});
// The device's copy of the profile (ADR 072): the practices and their hours.
const profile = {
  userId: DOCTOR._id,
  availability: everyDay('09:00', '14:00'),
  practices: [
    { ...OPD, location: null, phone: '', fee: 2000, availability: everyDay('09:00', '14:00') },
    { ...VIDEO, location: null, phone: '', fee: 1500, availability: everyDay('18:00', '20:00') },
  ],
};

async function dashboard() {
  const api = new FakeApi(
    [
      visit('one', 'scheduled', 0, at(OPD)),
      visit('two', 'pending', 0, at(OPD)),
      visit('call', 'scheduled', 0, at(VIDEO)),
    ],
    DOCTOR,
  );
  await mount(api, {
    path: '/doctor/dashboard',
    prepare: () => localDb.schedule.put(profile as never),
  });
  return within(
    (await screen.findByRole('heading', { name: /^(Today's Schedule|آج کا شیڈول)$/ })).closest(
      'section',
    )!,
  );
}

describe("the doctor's day by practice", () => {
  it("heads each practice's group with its hours today and its count; a video visit says Video", async () => {
    const today = await dashboard();
    const opd = await today.findByRole('region', {
      name: 'Shifa OPD, 9:00 AM–2:00 PM: 2 patients',
    });
    expect(within(opd).getAllByRole('listitem')).toHaveLength(2);
    const video = today.getByRole('region', {
      name: 'Video consultation, 6:00 PM–8:00 PM: 1 patient',
    });
    const [row] = within(video).getAllByRole('listitem');
    expect(row!.textContent).toMatch(/^PCPatient call.*Video.*Confirmed$/);
    expect(within(opd).queryByText('Video')).toBeNull();
  });

  it('offline, the day is still grouped from the device, and the list names each practice', async () => {
    await connection(false);
    const today = await dashboard();
    expect(
      await today.findByRole('region', { name: 'Shifa OPD, 9:00 AM–2:00 PM: 2 patients' }),
    ).toBeTruthy();
    await connection(true);
  });

  it('says it in Urdu, the hours kept left to right', async () => {
    await activateLocale('ur');
    try {
      const today = await dashboard();
      const headings = (await today.findAllByRole('heading', { level: 3 })).map(
        (h) => h.textContent,
      );
      expect(headings.find((h) => h?.startsWith('Shifa'))).toBe(
        'Shifa OPD، \u20669:00 AM\u2069–\u20662:00 PM\u2069: 2 مریض',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
