import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, doctorTimeOff, reviews, users } from '#server/db/schema/index';
import { SEARCH_CACHE_MAX, searchCacheFor } from '#server/modules/doctors/search-cache';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { createVerifiedDoctor, insertAppointment } from '../support/appointment-builders';
import {
  book,
  clinicDay,
  EVERY_DAY,
  insertDoctor,
  setWeekdays,
  slotOn,
} from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  patient = await signUpPatient(server);
  // Every case is seen at 08:00 clinic time today.
  server.clock.offsetMs = slotOn(clinicDay(server, 0), '08:00').start.getTime() - Date.now();
});
afterAll(async () => {
  server.clock.offsetMs = 0;
  await server.close();
});

/** A doctor of a specialty of their own, working 09:00–09:30 every day (one slot a day). */
async function oneSlotDoctor() {
  const specialization = `Cacheology ${++n}`;
  const { doctor, user } = await insertDoctor(server, { name: `Dr. Cache ${n}`, specialization });
  await setWeekdays(server, doctor.id, EVERY_DAY, 9 * 60, 9 * 60 + 30);
  const search = async (extra = '') => {
    const res = await server.get(
      `/doctors/search?specialization=${encodeURIComponent(specialization)}${extra}`,
    );
    expect(res.status).toBe(200);
    return res.body.data.doctors as { _id: string; name: string; clinicName: string }[];
  };
  const availableToday = async () => (await search('&available=today')).length === 1;
  return { doctor, user, search, availableToday };
}

describe('doctor search answered from a cache', () => {
  it('a repeated search is answered from the cache: a write that skips the triggers is not seen', async () => {
    const d = await oneSlotDoctor();
    expect((await d.search())[0].clinicName).toBe('Heart Care Clinic');
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(doctors)
        .set({ clinicName: 'Quiet Clinic' })
        .where(eq(doctors.id, d.doctor.id));
    });
    expect((await d.search())[0].clinicName).toBe('Heart Care Clinic');
    // Any change the triggers see refreshes it.
    await server.db.update(doctors).set({ experience: 9 }).where(eq(doctors.id, d.doctor.id));
    expect((await d.search())[0].clinicName).toBe('Quiet Clinic');
  });

  it('sends an ETag and answers 304 to a matching If-None-Match, 200 after a change', async () => {
    const d = await oneSlotDoctor();
    const path = `/doctors/search?specialization=${encodeURIComponent(`Cacheology ${n}`)}`;
    const first = await server.get(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await server.get(path, { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const listed = await server.get(path, { headers: { 'If-None-Match': `"x", W/${etag}` } });
    expect(listed.status).toBe(304);
    await server.db
      .update(doctors)
      .set({ clinicName: 'New Clinic' })
      .where(eq(doctors.id, d.doctor.id));
    const changed = await server.get(path, { headers: { 'If-None-Match': etag as string } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.data.doctors[0].clinicName).toBe('New Clinic');
  });

  it('a different query is a different entry; the same query again is not', async () => {
    const d = await oneSlotDoctor();
    const cache = searchCacheFor(server.db);
    const path = `/doctors/search?specialization=Cacheology%20${n}`;
    const before = cache.size;
    const a = await server.get(path);
    const b = await server.get(`${path}&limit=5`);
    const c = await server.get(`${path}&gender=female`);
    expect(cache.size).toBe(before + 3);
    expect(a.body.data.doctors).toHaveLength(1);
    expect(b.body.data.doctors[0]._id).toBe(d.doctor.id);
    expect(c.body.data.doctors).toHaveLength(0);
    expect(c.headers.get('etag')).not.toBe(a.headers.get('etag'));
    await server.get(path);
    await server.get(`${path}&limit=5`);
    expect(cache.size).toBe(before + 3);
  });

  // How it drops the least recently asked is search-cache.test.ts's; filling it through the API
  // took 520 searches (14 s on PGlite beside the other tests).
  it('keeps every search asked, in a cache bounded at SEARCH_CACHE_MAX', async () => {
    const cache = searchCacheFor(server.db);
    expect(cache.max).toBe(SEARCH_CACHE_MAX);
    const before = cache.size;
    for (const page of [901, 902, 903]) {
      expect((await server.get(`/doctors/search?limit=1&page=${page}`)).status).toBe(200);
    }
    expect(cache.size).toBe(Math.min(before + 3, SEARCH_CACHE_MAX));
  });
});

describe('every change to what the directory shows invalidates it at once', () => {
  it('a doctor profile edit, a verification change and a new weekly availability', async () => {
    const d = await oneSlotDoctor();
    expect(await d.availableToday()).toBe(true);
    await server.db
      .update(doctors)
      .set({ clinicName: 'Moved Clinic' })
      .where(eq(doctors.id, d.doctor.id));
    expect((await d.search())[0].clinicName).toBe('Moved Clinic');
    await setWeekdays(server, d.doctor.id, EVERY_DAY, 6 * 60, 7 * 60);
    expect(await d.availableToday()).toBe(false);
    await server.db
      .update(doctors)
      .set({ verificationStatus: 'pending' })
      .where(eq(doctors.id, d.doctor.id));
    expect(await d.search()).toHaveLength(0);
  });

  it('the administrator blocking the account, renaming or unblocking it', async () => {
    const d = await oneSlotDoctor();
    expect(await d.search()).toHaveLength(1);
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, d.user.id));
    expect(await d.search()).toHaveLength(0);
    await server.db
      .update(users)
      .set({ status: 'active', name: 'Dr. Renamed' })
      .where(eq(users.id, d.user.id));
    expect((await d.search())[0].name).toBe('Dr. Renamed');
  });

  it('a review changes the rating the search shows and filters by', async () => {
    const name = `Reviewed ${'abcdefghij'[++n % 10]}${'abcdefghij'[Math.floor(n / 10) % 10]}`;
    const doc = await createVerifiedDoctor(server, name);
    const path = `/doctors/search?search=${encodeURIComponent(name)}&minRating=4`;
    expect((await server.get(path)).body.data.doctors).toHaveLength(0);
    const visit = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      ...(({ start, end }) => ({ start, end }))(slotOn(clinicDay(server, -3), '10:00')),
      status: 'completed',
    });
    const res = await server.post(
      '/reviews',
      {
        doctorId: doc.doctor.id,
        appointmentId: visit.id,
        rating: 5,
        title: 'Very thorough',
        review: 'Listened carefully and explained the treatment.',
        isAnonymous: false,
      },
      { token: patient.token },
    );
    expect(res.status).toBe(201);
    const found = (await server.get(path)).body.data.doctors;
    expect(found).toHaveLength(1);
    expect(found[0].ratings).toMatchObject({ average: 5, count: 1 });
    // A review removed by any path (here straight in the database) is seen as well.
    await server.db.delete(reviews).where(eq(reviews.doctorId, doc.doctor.id));
    await server.db
      .update(doctors)
      .set({ ratingAverage: 0, ratingCount: 0 })
      .where(eq(doctors.id, doc.doctor.id));
    expect((await server.get(path)).body.data.doctors).toHaveLength(0);
  });

  it('time off on today removes the doctor from available=today; deleting it brings them back', async () => {
    const d = await oneSlotDoctor();
    expect(await d.availableToday()).toBe(true);
    const today = clinicDay(server, 0);
    await server.db
      .insert(doctorTimeOff)
      .values({ doctorId: d.doctor.id, startDate: today, endDate: today });
    expect(await d.availableToday()).toBe(false);
    await server.db.delete(doctorTimeOff).where(eq(doctorTimeOff.doctorId, d.doctor.id));
    expect(await d.availableToday()).toBe(true);
  });

  it('a booking takes the last slot at once; cancelling it gives it back', async () => {
    const d = await oneSlotDoctor();
    expect(await d.availableToday()).toBe(true);
    const appointment = await book(
      server,
      patient.token,
      d.doctor.id,
      slotOn(clinicDay(server, 0), '09:00'),
    );
    expect(await d.availableToday()).toBe(false);
    const cancel = await server.post(
      `/appointments/${appointment._id}/cancel`,
      { reason: 'Feeling better now' },
      { token: patient.token },
    );
    expect(cancel.status).toBe(200);
    expect(await d.availableToday()).toBe(true);
  });

  it('an unconfirmed hold frees its slot 15 minutes later with no write at all', async () => {
    const d = await oneSlotDoctor();
    const slot = slotOn(clinicDay(server, 0), '09:00');
    await insertAppointment(server, {
      doctorId: d.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'pending',
      createdAt: server.clock.now(),
    });
    expect(await d.availableToday()).toBe(false);
    const before = server.clock.offsetMs;
    try {
      server.clock.offsetMs += 14 * 60_000;
      expect(await d.availableToday()).toBe(false);
      server.clock.offsetMs += 2 * 60_000;
      expect(await d.availableToday()).toBe(true);
    } finally {
      server.clock.offsetMs = before;
    }
  });

  it('the last slot of today passing by the clock is seen in the same minute', async () => {
    const d = await oneSlotDoctor();
    const before = server.clock.offsetMs;
    try {
      server.clock.offsetMs = slotOn(clinicDay(server, 0), '08:59').start.getTime() - Date.now();
      expect(await d.availableToday()).toBe(true);
      server.clock.offsetMs += 60_000;
      expect(await d.availableToday()).toBe(false);
    } finally {
      server.clock.offsetMs = before;
    }
  });

  it('a new maxAppointmentsPerDay in the settings', async () => {
    const d = await oneSlotDoctor();
    await setWeekdays(server, d.doctor.id, EVERY_DAY, 9 * 60, 10 * 60);
    await insertAppointment(server, {
      doctorId: d.doctor.id,
      patientId: patient.user._id,
      ...(({ start, end }) => ({ start, end }))(slotOn(clinicDay(server, 0), '09:00')),
    });
    expect(await d.availableToday()).toBe(true);
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 1 });
    try {
      expect(await d.availableToday()).toBe(false);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });
});
