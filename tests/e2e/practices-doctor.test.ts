import { addDays, getDay } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorPractices, doctors } from '#server/db/schema/index';
import { clinicToday } from '#shared/domain/clinic-time';
import { insertDoctor, setWeekdays } from '../support/booking-fixtures';
import { STRONG_PASSWORD } from '../support/builders';
import { type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
let page: Page;
let doctorId = '';
let email = '';
let monday = '';

const OPD = 'Heart Care Clinic';
const EVENING = 'Evening Care Clinic';
const VIDEO = 'Video consultation';

const practices = () =>
  e2e.db
    .select()
    .from(doctorPractices)
    .where(eq(doctorPractices.doctorId, doctorId))
    .orderBy(asc(doctorPractices.position));

/** The fieldset of one practice on the Practices tab, by its legend ("Evening Care Clinic (Clinic)"). */
const practice = (name: string | RegExp) => page.getByRole('group', { name, exact: false });

beforeAll(async () => {
  e2e = await startE2E();
  // A doctor of one clinic (the seed-era shape): Mondays 09:00–14:00 in Islamabad.
  const made = await insertDoctor({ db: e2e.db } as never, {
    name: 'Sadia Rehman',
    clinicName: OPD,
    location: {
      address: 'Pitras Bukhari Road, H-8/4',
      city: 'Islamabad',
      state: '',
      country: 'Pakistan',
      zipCode: '',
    },
    weekdays: [1],
  });
  await setWeekdays({ db: e2e.db } as never, made.doctor.id, [1], 9 * 60, 14 * 60);
  doctorId = made.doctor.id;
  email = made.email;
  for (let i = 8; i < 15; i++) {
    const d = clinicToday(addDays(new Date(), i));
    if (getDay(new Date(`${d}T12:00:00Z`)) === 1) monday = d;
  }
  ({ page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe("The doctor's practices", () => {
  it('adds an evening clinic in another city and a video practice; an overlap is refused before saving', async () => {
    await e2e.signIn(page, email, STRONG_PASSWORD);
    await page.waitForURL('**/doctor/dashboard');
    await page.goto('/doctor/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('tab', { name: 'Practices' }).click();

    await page.getByRole('button', { name: 'Add a clinic' }).click();
    // Focus is in the new practice's name.
    await page.keyboard.type(EVENING);
    const evening = practice(`${EVENING} (Clinic)`);
    await evening.getByLabel('Address').fill('12 Murree Road');
    await evening.getByLabel('Area').fill('Satellite Town');
    await evening.getByLabel('Landmark').fill('Behind Commercial Market');
    await evening.getByLabel('City').fill('Rawalpindi');
    await evening.getByLabel('Phone').fill('0300 1234567');
    await evening.getByLabel('Fee (PKR)').fill('2000');
    // Monday opens at 09:00–10:00, inside the OPD's hours: shown at once, before any save.
    await evening.getByRole('checkbox', { name: 'Monday' }).check();
    const words = `Monday 9:00 AM–10:00 AM at ${EVENING} overlaps ${OPD}`;
    await evening.getByText(words).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').getByText(words).waitFor();
    expect(await practices()).toHaveLength(1);

    await evening.getByLabel('Monday, slot 1: start').fill('17:00');
    await evening.getByLabel('Monday, slot 1: end').fill('21:00');
    await evening.getByText(words).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add video consultation' }).click();
    await page.keyboard.type(VIDEO);
    const video = practice(`${VIDEO} (${VIDEO})`);
    await video.getByLabel('Fee (PKR)').fill('1500');
    await video.getByRole('checkbox', { name: 'Tuesday' }).check();
    await video.getByLabel('Tuesday, slot 1: start').fill('18:00');
    await video.getByLabel('Tuesday, slot 1: end').fill('20:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();

    const saved = await practices();
    expect(saved.map((p) => [p.kind, p.name, p.fee, p.location?.city ?? null])).toEqual([
      ['clinic', OPD, 2000, 'Islamabad'],
      ['clinic', EVENING, 2000, 'Rawalpindi'],
      ['video', VIDEO, 1500, null],
    ]);
    expect(saved[1]!.phone).toBe('+923001234567');
    const [doctor] = await e2e.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect([...doctor!.practiceCities].sort()).toEqual(['islamabad', 'rawalpindi']);
    expect(doctor!.offersVideo).toBe(true);
  });

  it('Manage Schedule names and colours the slots by practice', async () => {
    await page.goto('/doctor/schedule');
    await page.getByRole('heading', { name: 'Manage Schedule' }).waitFor();
    const legend = page.getByRole('region', { name: 'Practices' });
    // All three once the device copy has the saved practices.
    await legend.getByRole('listitem').nth(2).waitFor();
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      `H${OPD}`,
      `E${EVENING}`,
      `V${VIDEO} (Video)`,
    ]);
    await page.getByLabel('Select date').fill(monday);
    await page.getByRole('tab', { name: 'Slots' }).click();
    const opd = page.getByRole('region', { name: OPD });
    expect(await opd.getByRole('button').count()).toBe(10);
    expect(await opd.getByRole('button').first().textContent()).toBe(`9:00 AM ${OPD}`);
    const evening = page.getByRole('region', { name: EVENING });
    const five = evening.getByRole('button').first();
    expect(await five.textContent()).toBe(`5:00 PM ${EVENING}`);
    expect(await evening.getByRole('button').count()).toBe(8);
    // A patient sees the same slots, each naming its practice.
    const ids = (await practices()).map((p) => p.id);
    const slotsAt = async (id: string) => {
      const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${monday}`);
      const slots = res.body.data.slots as { practiceId: string; mode: string }[];
      return slots.filter((s) => s.practiceId === id).length;
    };
    expect(await slotsAt(ids[0]!)).toBe(10);
    expect(await slotsAt(ids[1]!)).toBe(8);
    // Closing the evening clinic's 5:00 PM closes it there, not at the OPD.
    await five.click();
    await expect.poll(() => slotsAt(ids[1]!)).toBe(7);
    expect(await slotsAt(ids[0]!)).toBe(10);
    expect(await five.getAttribute('aria-pressed')).toBe('false');
  });

  it('the seed-era fields still save: Clinic Name on Professional Details renames the first clinic', async () => {
    await page.goto('/doctor/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('tab', { name: 'Professional Details' }).click();
    await page.getByLabel('Clinic Name').fill('Heart Care Clinic OPD');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    const saved = await practices();
    expect(saved.map((p) => p.name)).toEqual(['Heart Care Clinic OPD', EVENING, VIDEO]);
    const [doctor] = await e2e.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect(doctor!.clinicName).toBe('Heart Care Clinic OPD');
  });

  it('a PUT without practices (the seed-era body) still saves, and keeps the other practices', async () => {
    const token = await e2e.tokenFor(email, STRONG_PASSWORD);
    const got = await e2e.api('GET', '/doctors/profile', undefined, token);
    const { practices: _omitted, ...seedEra } = got.body.data;
    const res = await e2e.api(
      'PUT',
      '/doctors/profile',
      { ...seedEra, consultationFee: 2500 },
      token,
    );
    expect(res.status).toBe(200);
    const saved = await practices();
    expect(saved.map((p) => [p.name, p.fee])).toEqual([
      ['Heart Care Clinic OPD', 2500],
      [EVENING, 2000],
      [VIDEO, 1500],
    ]);
  });
});
