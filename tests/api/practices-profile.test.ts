import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MSG } from '#shared/schemas/practice';
import { clinicSlot, createVerifiedDoctor } from '../support/appointment-builders';
import { book, clinicDay, weekdayOfDate } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAYS = [1, 2, 3, 4, 5];
type Hours = Record<string, { startTime: string; endTime: string }[]>;

/** The weekly shape: the days named open with their ranges, every other day off. */
const week = (hours: Hours) =>
  Object.fromEntries(
    WEEK.map((d) => [d, { isAvailable: Boolean(hours[d]?.length), slots: hours[d] ?? [] }]),
  );
const on = (days: number[], startTime: string, endTime: string): Hours =>
  Object.fromEntries(days.map((d) => [WEEK[d], [{ startTime, endTime }]]));

const SHIFA = {
  kind: 'clinic',
  name: 'Shifa International Hospital OPD',
  location: {
    address: 'Pitras Bukhari Road, H-8/4',
    city: 'Islamabad',
    area: 'H-8',
    landmark: 'opposite the emergency gate',
    country: 'Pakistan',
  },
  phone: '051 8463000',
  fee: 2000,
  availability: week(on(WEEKDAYS, '08:00', '14:00')),
};
const EVENING = {
  kind: 'clinic',
  name: 'Evening Care Clinic',
  location: {
    address: '12 Murree Road, Saddar',
    city: 'Rawalpindi',
    area: 'Saddar',
    landmark: 'behind the Cantonment Board office',
    country: 'Pakistan',
  },
  phone: '0300 1234567',
  fee: 1500,
  availability: week(on(WEEKDAYS, '17:00', '21:00')),
};
const VIDEO = {
  kind: 'video',
  name: 'Video consultation',
  location: null,
  phone: '',
  fee: 1000,
  availability: week({}),
};

async function profileOf(token: string) {
  const res = await server.get('/doctors/profile', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
const save = (token: string, body: unknown) => server.put('/doctors/profile', body, { token });

type Sent = {
  kind: string;
  name: string;
  fee: unknown;
  phone: string;
  availability: unknown;
  location: { address: string; city: string; country: string } | null;
};
/**
 * The body a practices-aware client sends, as the app does: the seed-era fields are its first
 * clinic practice's (a field that disagrees with it would be an edit of it, ADR 112).
 */
function withPractices(profile: Record<string, unknown>, practices: unknown) {
  const first = Array.isArray(practices)
    ? (practices as Sent[]).find((p) => p?.kind === 'clinic')
    : undefined;
  if (!first) return { ...profile, practices };
  const place = first.location;
  return {
    ...profile,
    practices,
    clinicName: first.name,
    consultationFee: first.fee,
    availability: first.availability,
    contactInfo: { email: '', website: '', ...(profile.contactInfo ?? {}), phone: first.phone },
    location: place && {
      state: '',
      zipCode: '',
      ...(profile.location ?? {}),
      address: place.address,
      city: place.city,
      country: place.country,
    },
  };
}
const saveWith = (token: string, profile: Record<string, unknown>, practices: unknown) =>
  save(token, withPractices(profile, practices));
const search = async (query: string) => {
  const res = await server.get(`/doctors/search?${query}&limit=50`);
  expect(res.status).toBe(200);
  return res.body.data.doctors as { _id: string; practices: unknown[]; offersVideo: boolean }[];
};
const ids = (list: { _id: string }[]) => list.map((d) => d._id);
const practiceIds = (profile: { practices: { _id: string }[] }) =>
  profile.practices.map((p) => p._id);

/** A verified doctor saving Shifa, Evening Care and a video practice (hours as given). */
async function doctorWithPractices(name: string, videoHours: Hours = {}) {
  const doc = await createVerifiedDoctor(server, name);
  const profile = await profileOf(doc.token);
  const res = await saveWith(doc.token, profile, [
    SHIFA,
    EVENING,
    { ...VIDEO, availability: week(videoHours) },
  ]);
  expect(res.status, res.text).toBe(200);
  return { ...doc, profile: res.body.data };
}

/** The first clinic date from today on whose weekday the hours open with a slot still ahead. */
function firstDateWith(days: number[], lastSlot: string) {
  for (let n = 0; n < 14; n++) {
    const date = clinicDay(server, n);
    if (!days.includes(weekdayOfDate(date))) continue;
    if (n > 0 || clinicSlot(server, 0, lastSlot).start > server.clock.now()) return date;
  }
  throw new Error('no date');
}

describe('a doctor with two clinics in two cities and a video practice', () => {
  it('answers them on the profile, the doctor page and the search, in order', async () => {
    const doc = await doctorWithPractices('Omar Farooq', on([6], '10:00', '12:00'));
    const saved = doc.profile;
    expect(saved.practices).toHaveLength(3);
    expect(saved.practices.map((p: { kind: string; name: string }) => [p.kind, p.name])).toEqual([
      ['clinic', 'Shifa International Hospital OPD'],
      ['clinic', 'Evening Care Clinic'],
      ['video', 'Video consultation'],
    ]);
    expect(saved.practices[1]).toMatchObject({
      location: { ...EVENING.location },
      phone: '+923001234567',
      fee: 1500,
      availability: {
        monday: { isAvailable: true, slots: [{ startTime: '17:00', endTime: '21:00' }] },
      },
    });
    expect(saved.practices[2].location).toBeNull();
    expect(saved.offersVideo).toBe(true);
    // The seed-era fields mirror the first clinic.
    expect(saved).toMatchObject({
      clinicName: 'Shifa International Hospital OPD',
      consultationFee: 2000,
      location: { address: 'Pitras Bukhari Road, H-8/4', city: 'Islamabad' },
      contactInfo: { phone: '+92518463000' },
      availability: {
        monday: { isAvailable: true, slots: [{ startTime: '08:00', endTime: '14:00' }] },
      },
    });
    expect(await profileOf(doc.token)).toMatchObject({
      practices: saved.practices,
      offersVideo: true,
    });

    const page = await server.get(`/doctors/${doc.doctor.id}`);
    expect(page.status).toBe(200);
    expect(practiceIds(page.body.data)).toEqual(practiceIds(saved));
    expect(page.body.data.offersVideo).toBe(true);
    const next = page.body.data.practices.map(
      (p: { nextFreeDate: string | null }) => p.nextFreeDate,
    );
    expect(next).toEqual([
      firstDateWith(WEEKDAYS, '13:30'),
      firstDateWith(WEEKDAYS, '20:30'),
      firstDateWith([6], '11:30'),
    ]);

    const found = await search('city=Rawalpindi');
    expect(ids(found)).toContain(doc.doctor.id);
    const mine = found.find((d) => d._id === doc.doctor.id)!;
    expect(mine.practices).toEqual(saved.practices);
    expect(mine.offersVideo).toBe(true);
  });

  it("keeps a clinic's daily walk-in cap, empty for none, and refuses one out of range", async () => {
    const doc = await doctorWithPractices('Kamran Ali');
    const capped = [SHIFA, { ...EVENING, walkInCap: 40 }, { ...VIDEO, walkInCap: 9 }];
    const res = await saveWith(doc.token, doc.profile, capped);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.practices.map((p: { walkInCap: unknown }) => p.walkInCap)).toEqual([
      null,
      40,
      null,
    ]);
    const wrong = await saveWith(doc.token, doc.profile, [SHIFA, { ...EVENING, walkInCap: 0 }]);
    expect([wrong.status, wrong.body.errors?.[0]]).toEqual([
      400,
      {
        path: 'practices.1.walkInCap',
        message: 'Walk-ins a day must be a whole number from 1 to 1000, or empty for no limit',
      },
    ]);
    expect((await profileOf(doc.token)).practices[1].walkInCap).toBe(40);
  });

  it('offers video only while the video practice has hours', async () => {
    const doc = await doctorWithPractices('Video Hours');
    expect(doc.profile.offersVideo).toBe(false);
    expect(ids(await search('mode=video'))).not.toContain(doc.doctor.id);
    const withHours = doc.profile.practices.map((p: { kind: string }) =>
      p.kind === 'video' ? { ...p, availability: week(on([0], '20:00', '22:00')) } : p,
    );
    const res = await saveWith(doc.token, doc.profile, withHours);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.offersVideo).toBe(true);
    expect(ids(await search('mode=video'))).toContain(doc.doctor.id);
    expect(ids(await search('mode=video&city=rawalpindi'))).toContain(doc.doctor.id);
    expect(ids(await search('mode=video&city=Lahore'))).not.toContain(doc.doctor.id);
    const page = (await server.get(`/doctors/${doc.doctor.id}`)).body.data;
    expect(page.practices[1].nextFreeDate).toBe(firstDateWith(WEEKDAYS, '20:30'));
    const bad = await server.get('/doctors/search?mode=clinic');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Mode must be video');
  });

  it("the city filter finds a doctor by their second practice's city, whatever its case", async () => {
    const doc = await doctorWithPractices('Second City');
    for (const city of ['Rawalpindi', 'RAWALPINDI', 'islamabad']) {
      expect(ids(await search(`city=${city}`)), city).toContain(doc.doctor.id);
    }
    expect(ids(await search('city=Multan'))).not.toContain(doc.doctor.id);
    const cities = (await server.get('/doctors/cities')).body.data as string[];
    expect(cities).toEqual(expect.arrayContaining(['Islamabad', 'Rawalpindi']));
  });
});

describe('saving practices', () => {
  it('refuses hours that overlap across practices with their message, and changes nothing', async () => {
    const doc = await doctorWithPractices('Overlap');
    const before = await profileOf(doc.token);
    const [shifa, evening, video] = before.practices;
    const res = await saveWith(doc.token, before, [
      { ...shifa, availability: week(on([1], '08:00', '17:00')) },
      {
        ...evening,
        availability: week({
          monday: [
            { startTime: '16:00', endTime: '17:00' },
            { startTime: '18:00', endTime: '21:00' },
          ],
        }),
      },
      video,
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Monday 16:00–17:00 at Evening Care Clinic overlaps Shifa International Hospital OPD',
    );
    expect(await profileOf(doc.token)).toEqual(before);

    // A seed-era save whose hours overlap the second practice's is refused the same way.
    const { practices: _, ...seedEra } = before;
    const late = await save(doc.token, {
      ...seedEra,
      availability: week(on([2], '13:00', '18:00')),
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      'Tuesday 13:00–18:00 at Shifa International Hospital OPD overlaps Evening Care Clinic',
    );
    expect(await profileOf(doc.token)).toEqual(before);
  });

  it("keeps each practice's _id across saves, follows the list's order and moves the mirror", async () => {
    const doc = await doctorWithPractices('Kept Ids');
    const [shifa, evening, video] = doc.profile.practices;
    const res = await saveWith(doc.token, doc.profile, [video, { ...evening, fee: 1800 }, shifa]);
    expect(res.status, res.text).toBe(200);
    const after = res.body.data;
    expect(practiceIds(after)).toEqual([video._id, evening._id, shifa._id]);
    // The first clinic is now Evening Care: the seed-era fields follow it.
    expect(after).toMatchObject({
      clinicName: 'Evening Care Clinic',
      consultationFee: 1800,
      location: { city: 'Rawalpindi', address: '12 Murree Road, Saddar' },
      contactInfo: { phone: '+923001234567' },
      availability: evening.availability,
    });
    const again = await save(doc.token, after);
    expect(practiceIds(again.body.data)).toEqual([video._id, evening._id, shifa._id]);
  });

  it('refuses a save from an older version of the profile with 409 and changes nothing (ADR 114)', async () => {
    const doc = await doctorWithPractices('Two Devices');
    const old = doc.profile;
    expect(old.updatedAt).toEqual(expect.any(String));
    // Another device saves first: the evening fee changes and the version moves on.
    const [shifa, evening, video] = old.practices;
    const first = await save(doc.token, {
      ...withPractices(old, [shifa, { ...evening, fee: 1800 }, video]),
      version: old.updatedAt,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.updatedAt).not.toBe(old.updatedAt);
    const now = await profileOf(doc.token);
    // The stale copy, edited to one practice, would remove the other two: refused.
    const stale = await save(doc.token, { ...withPractices(old, [shifa]), version: old.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: 'Your profile was changed elsewhere. Reload it and try again.',
      code: 'PROFILE_CHANGED',
    });
    expect(await profileOf(doc.token)).toEqual(now);
    // A slot toggled moves the version on too: the profile edited before it is refused.
    const toggled = await server.patch(
      '/doctors/profile/availability',
      { day: 'monday', startTime: '18:00', open: false },
      { token: doc.token },
    );
    expect(toggled.status).toBe(200);
    expect(toggled.body.data.updatedAt).not.toBe(now.updatedAt);
    const afterToggle = await save(doc.token, {
      ...withPractices(now, now.practices),
      version: now.updatedAt,
    });
    expect(afterToggle.status).toBe(409);
    // The current version saves; no version at all saves as before; a malformed one is 400.
    const current = toggled.body.data;
    const ok = await save(doc.token, {
      ...withPractices(current, current.practices),
      version: current.updatedAt,
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await save(doc.token, withPractices(old, old.practices))).status).toBe(200);
    const bad = await save(doc.token, {
      ...withPractices(current, current.practices),
      version: 'yesterday',
    });
    expect(bad.status).toBe(400);
  });

  it("refuses another doctor's practice _id with 404 and changes nothing", async () => {
    const mine = await doctorWithPractices('Mine');
    const theirs = await doctorWithPractices('Theirs');
    const before = await profileOf(mine.token);
    const res = await saveWith(mine.token, before, [
      ...before.practices.slice(0, 2),
      theirs.profile.practices[2],
    ]);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Practice not found');
    expect(res.body.errors).toEqual([{ path: 'practices.2._id', message: 'Practice not found' }]);
    expect(await profileOf(mine.token)).toEqual(before);
    expect((await profileOf(theirs.token)).practices).toEqual(theirs.profile.practices);
  });

  it('refuses to remove a practice with upcoming bookings, counting them; closing its hours works', async () => {
    const doc = await doctorWithPractices('Booked Evening');
    const patient = await signUpPatient(server);
    const evening = doc.profile.practices[1];
    // The next two weekdays at 18:00: Evening Care's hours hold them.
    const days = [1, 2, 3, 4, 5, 6, 7, 8]
      .filter((n) => WEEKDAYS.includes(weekdayOfDate(clinicDay(server, n))))
      .slice(0, 2);
    const first = await book(
      server,
      patient.token,
      doc.doctor.id,
      clinicSlot(server, days[0]!, '18:00'),
    );
    expect(first.practiceId).toBe(evening._id);
    const without = withPractices(doc.profile, [
      doc.profile.practices[0],
      doc.profile.practices[2],
    ]);
    const one = await save(doc.token, without);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(
      'Evening Care Clinic has 1 upcoming appointment. Close its hours instead of removing it.',
    );
    await book(server, patient.token, doc.doctor.id, clinicSlot(server, days[1]!, '18:00'));
    const two = await save(doc.token, without);
    expect(two.status).toBe(409);
    expect(two.body.message).toBe(
      'Evening Care Clinic has 2 upcoming appointments. Close its hours instead of removing it.',
    );
    expect(two.body.code).toBe('PRACTICE_HAS_APPOINTMENTS');
    expect(practiceIds(await profileOf(doc.token))).toEqual(practiceIds(doc.profile));

    const closed = await saveWith(doc.token, doc.profile, [
      doc.profile.practices[0],
      { ...evening, availability: week({}) },
      doc.profile.practices[2],
    ]);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data.outsideHours).toHaveLength(2);
    expect(
      (await server.get(`/doctors/${doc.doctor.id}`)).body.data.practices[1].nextFreeDate,
    ).toBeNull();
  });

  it('removes a practice without upcoming bookings and creates a new one', async () => {
    const doc = await doctorWithPractices('Moves Clinic');
    const [shifa, evening] = doc.profile.practices;
    const multan = {
      ...EVENING,
      name: 'Nishtar Road Clinic',
      location: { ...EVENING.location, address: '5 Nishtar Road', city: 'Multan', landmark: '' },
    };
    const res = await saveWith(doc.token, doc.profile, [shifa, multan]);
    expect(res.status, res.text).toBe(200);
    const [kept, made] = res.body.data.practices;
    expect(kept._id).toBe(shifa._id);
    expect(made._id).not.toBe(evening._id);
    expect(made).toMatchObject({ name: 'Nishtar Road Clinic', location: { city: 'Multan' } });
    expect(res.body.data.offersVideo).toBe(false);
    expect(ids(await search('city=Multan'))).toContain(doc.doctor.id);
    expect(ids(await search('city=Rawalpindi'))).not.toContain(doc.doctor.id);
  });

  it("checks each practice's fee against the administrator's range", async () => {
    const doc = await doctorWithPractices('Fee Range');
    const before = await profileOf(doc.token);
    const practices = before.practices.map((p: { kind: string }, i: number) =>
      i === 1 ? { ...p, fee: 9000 } : p,
    );
    const res = await saveWith(doc.token, before, practices);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Consultation fee must be between 500 and 5000 PKR');
    expect(res.body.errors).toEqual([
      { path: 'practices.1.fee', message: 'Consultation fee must be between 500 and 5000 PKR' },
    ]);
    expect(await profileOf(doc.token)).toEqual(before);
  });

  it("refuses malformed practices with the product's words and changes nothing", async () => {
    const doc = await doctorWithPractices('Malformed');
    const before = await profileOf(doc.token);
    const clinic = (n: number) => ({ ...EVENING, name: `Clinic ${n}`, availability: week({}) });
    const cases: [unknown, string][] = [
      [[{ ...SHIFA, kind: 'home' }], PRACTICE_MSG.kind],
      [[SHIFA, clinic(1), clinic(2), clinic(3), clinic(4), clinic(5)], PRACTICE_MSG.tooMany],
      [[SHIFA, VIDEO, { ...VIDEO, name: 'Second video' }], PRACTICE_MSG.oneVideo],
      [[VIDEO], PRACTICE_MSG.clinic],
      [[], PRACTICE_MSG.none],
      ['Shifa', PRACTICE_MSG.none],
      [[{ ...EVENING, location: null }], PRACTICE_MSG.address],
      [[{ ...EVENING, location: { ...EVENING.location, city: ' ' } }], PRACTICE_MSG.city],
      [[{ ...SHIFA, name: '' }], PRACTICE_MSG.name],
      [[{ ...SHIFA, fee: 'free' }], PRACTICE_MSG.fee],
      [[{ ...SHIFA, phone: 'CLINIC-42' }], PRACTICE_MSG.phone],
      [[before.practices[0], before.practices[0]], PRACTICE_MSG.twice],
    ];
    for (const [practices, message] of cases) {
      const res = await save(doc.token, { ...before, practices });
      expect(res.status, message).toBe(400);
      expect(res.body.message, JSON.stringify(practices).slice(0, 80)).toBe(message);
    }
    expect(await profileOf(doc.token)).toEqual(before);
  });
});

describe('a seed-era profile save (no practices)', () => {
  it("updates the first clinic practice and leaves the second's hours alone", async () => {
    const doc = await doctorWithPractices('Seed Era');
    const { practices, offersVideo: _, ...seedEra } = doc.profile;
    const res = await save(doc.token, {
      ...seedEra,
      clinicName: 'Shifa OPD',
      consultationFee: 2500,
      availability: week(on([1, 3], '09:00', '13:00')),
      location: { ...seedEra.location, address: 'H-8/4, Islamabad', city: 'Islamabad' },
    });
    expect(res.status, res.text).toBe(200);
    const [first, second, video] = res.body.data.practices;
    expect(first).toMatchObject({
      _id: practices[0]._id,
      name: 'Shifa OPD',
      fee: 2500,
      location: {
        address: 'H-8/4, Islamabad',
        area: 'H-8',
        landmark: 'opposite the emergency gate',
      },
      availability: week(on([1, 3], '09:00', '13:00')),
    });
    expect(second).toEqual(practices[1]);
    expect(video).toEqual(practices[2]);
    expect(res.body.data.availability).toEqual(first.availability);
  });

  it("takes the seed-era fields of a GET answer sent back with edits as the first clinic's", async () => {
    const doc = await doctorWithPractices('Echo');
    const profile = await profileOf(doc.token);
    const res = await save(doc.token, {
      ...profile,
      consultationFee: 3000,
      availability: week(on([6], '09:00', '12:00')),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.practices[0]).toMatchObject({
      fee: 3000,
      availability: week(on([6], '09:00', '12:00')),
    });
    expect(res.body.data.practices[1]).toEqual(profile.practices[1]);
    const high = await save(doc.token, { ...profile, consultationFee: 9000 });
    expect(high.status).toBe(400);
    expect(high.body.errors).toEqual([
      { path: 'consultationFee', message: 'Consultation fee must be between 500 and 5000 PKR' },
    ]);
  });
});

describe("the doctor's own gender, city and address", () => {
  it('are saved and answered back; with practices, city and address are the first clinic’s', async () => {
    const doc = await createVerifiedDoctor(server, 'Own Details');
    const { practices: _, ...profile } = await profileOf(doc.token);
    const res = await save(doc.token, {
      ...profile,
      gender: 'female',
      location: {
        address: '7 Jail Road',
        city: 'Lahore',
        state: 'Punjab',
        country: 'Pakistan',
        zipCode: '',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      gender: 'female',
      location: { address: '7 Jail Road', city: 'Lahore' },
      practices: [{ location: { address: '7 Jail Road', city: 'Lahore' } }],
    });
    const page = (await server.get(`/doctors/${doc.doctor.id}`)).body.data;
    expect(page).toMatchObject({ gender: 'female', location: { city: 'Lahore' } });

    const moved = await saveWith(doc.token, res.body.data, [
      {
        ...res.body.data.practices[0],
        location: { ...EVENING.location, address: '3 Mall Road', city: 'Lahore' },
      },
    ]);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.location).toMatchObject({
      address: '3 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
    });
  });
});

describe('weekly slots and time off with practices', () => {
  it('a slot toggled belongs to the practice whose hours hold or touch it', async () => {
    const doc = await doctorWithPractices('Toggles');
    const patch = (body: object) =>
      server.patch('/doctors/profile/availability', body, { token: doc.token });
    const closed = await patch({ day: 'monday', startTime: '18:00', open: false });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data.practices[1].availability.monday.slots).toEqual([
      { startTime: '17:00', endTime: '18:00' },
      { startTime: '18:30', endTime: '21:00' },
    ]);
    expect(closed.body.data.practices[0].availability.monday.slots).toEqual([
      { startTime: '08:00', endTime: '14:00' },
    ]);
    const opened = await patch({ day: 'monday', startTime: '21:00', open: true });
    expect(opened.body.data.practices[1].availability.monday.slots).toEqual([
      { startTime: '17:00', endTime: '18:00' },
      { startTime: '18:30', endTime: '21:30' },
    ]);
    const video = doc.profile.practices[2]._id;
    const clash = await patch({ day: 'monday', startTime: '17:00', open: true, practiceId: video });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe(
      'Monday 17:00–17:30 at Video consultation overlaps Evening Care Clinic',
    );
    const atVideo = await patch({
      day: 'sunday',
      startTime: '10:00',
      open: true,
      practiceId: video,
    });
    expect(atVideo.status).toBe(200);
    expect(atVideo.body.data.practices[2].availability.sunday.slots).toEqual([
      { startTime: '10:00', endTime: '10:30' },
    ]);
    expect(atVideo.body.data.offersVideo).toBe(true);
  });

  it('time off closes every practice', async () => {
    const doc = await doctorWithPractices('On Leave', on([0, 6], '10:00', '12:00'));
    const res = await server.post(
      '/doctors/profile/time-off',
      { startDate: clinicDay(server, 0), endDate: clinicDay(server, 9), reason: 'Umrah' },
      { token: doc.token },
    );
    expect(res.status, res.text).toBe(201);
    const page = (await server.get(`/doctors/${doc.doctor.id}`)).body.data;
    for (const p of page.practices) expect(p.nextFreeDate > clinicDay(server, 9)).toBe(true);
  });
});

describe('the published contract', () => {
  it('documents practices, offersVideo, nextFreeDate, the PUT’s practices and the search’s city and mode', async () => {
    const spec = (await server.get('/openapi.json')).body;
    const put = spec.paths['/doctors/profile'].put.requestBody.content['application/json'].schema;
    expect(Object.keys(put.properties)).toContain('practices');
    const params = spec.paths['/doctors/search'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(expect.arrayContaining(['city', 'mode']));
    const byId =
      spec.paths['/doctors/{id}'].get.responses[200].content['application/json'].schema.properties
        .data;
    expect(Object.keys(byId.properties)).toEqual(
      expect.arrayContaining(['practices', 'offersVideo']),
    );
    expect(Object.keys(byId.properties.practices.items.properties)).toEqual(
      expect.arrayContaining([
        '_id',
        'kind',
        'name',
        'location',
        'phone',
        'fee',
        'availability',
        'nextFreeDate',
      ]),
    );
    const own =
      spec.paths['/doctors/profile'].get.responses[200].content['application/json'].schema;
    expect(Object.keys(own.properties.data.properties)).toContain('practices');
  });
});
