import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let scene: Awaited<ReturnType<typeof buildScene>>;

type Status = 'pending' | 'scheduled' | 'completed' | 'cancelled' | 'no-show';
type Listed = { _id: string; startTime: string; status: string };
const idsOf = (list: Listed[]) => list.map((a) => a._id);

/**
 * A doctor's calendar far wider than a device holds: 25 requests over the next 75 days, visits
 * recorded 3, 40 and 100 days ago, one from yesterday with no outcome, and a cancellation.
 * A second patient's single booking shows that a patient's pages are their own.
 */
async function buildScene() {
  const doc = await createVerifiedDoctor(server, 'Imran Qureshi');
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const other = await signUpPatient(server, { name: 'Bilal Ahmed' });
  const make = async (days: number, hhmm: string, status: Status, who = patient) => {
    const s = clinicSlot(server, days, hhmm);
    const row = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: who.user._id,
      start: s.start,
      end: s.end,
      status,
    });
    return row.id;
  };
  const pending: string[] = [];
  for (let i = 1; i <= 25; i++) pending.push(await make(i * 3, '10:00', 'pending'));
  return {
    doc,
    patient,
    other,
    pending,
    overdue: await make(-1, '09:00', 'scheduled'),
    tomorrow: await make(1, '09:00', 'scheduled'),
    done: [await make(-3, '11:00', 'completed'), await make(-40, '11:00', 'no-show')],
    oldest: await make(-100, '11:00', 'completed'),
    cancelled: await make(-60, '12:00', 'cancelled'),
    othersBooking: await make(2, '15:00', 'pending', other),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  scene = await buildScene();
});
afterAll(() => server.close());

const page = (query: string, token = scene.doc.token) =>
  server.get(`/appointments?${query}`, { token });

describe("paging a doctor's whole calendar", () => {
  it('the Pending tab pages every request, soonest first, however far ahead', async () => {
    const first = await page('tab=pending&page=1&limit=10');
    expect(first.status).toBe(200);
    // The second patient's request (in 2 days) is the soonest of all.
    const expected = [scene.othersBooking, ...scene.pending];
    expect(first.body.data).toMatchObject({ total: 26, page: 1, totalPages: 3 });
    expect(idsOf(first.body.data.appointments)).toEqual(expected.slice(0, 10));
    const last = await page('tab=pending&page=3&limit=10');
    expect(idsOf(last.body.data.appointments)).toEqual(expected.slice(20));
    // 75 days ahead: far beyond what the doctor's device holds.
    expect(idsOf(last.body.data.appointments)).toContain(scene.pending[24]);
  });

  it('every page counts every tab under the same filters', async () => {
    const res = await page('tab=cancelled&page=1');
    expect(res.body.data.counts).toEqual({ upcoming: 2, pending: 26, completed: 3, cancelled: 1 });
    expect(res.body.data.total).toBe(1);
    expect(idsOf(res.body.data.appointments)).toEqual([scene.cancelled]);
  });

  it('past tabs list the most recent visit first, however old', async () => {
    const res = await page('tab=completed&page=1');
    expect(idsOf(res.body.data.appointments)).toEqual([...scene.done, scene.oldest]);
  });

  it('a visit whose time passed without an outcome stays in Upcoming for the doctor', async () => {
    const res = await page('tab=upcoming&page=1');
    expect(idsOf(res.body.data.appointments)).toEqual([scene.overdue, scene.tomorrow]);
  });

  it('a limit out of range is brought into range', async () => {
    const res = await page('tab=pending&page=2&limit=0');
    expect(res.body.data).toMatchObject({ total: 26, page: 2, totalPages: 26 });
    expect(idsOf(res.body.data.appointments)).toEqual([scene.pending[0]]);
  });

  it('a page past the end is empty, not an error', async () => {
    const res = await page('tab=pending&page=9&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ appointments: [], total: 26, page: 9, totalPages: 3 });
  });

  it('without page or limit the answer is still the whole list, as existing callers expect', async () => {
    const res = await page('tab=pending');
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data).toHaveLength(26);
  });

  it.each([
    ['tab=later', 'Tab must be one of upcoming, pending, completed, cancelled'],
    ['page=first', 'page must be a number'],
    ['limit=ten', 'limit must be a number'],
  ])('%s is refused with a clear message', async (query, message) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("paging a patient's appointments", () => {
  it('a visit whose end has passed is with the past visits; the counts are only their own', async () => {
    const token = scene.patient.token;
    const upcoming = await page('tab=upcoming&page=1', token);
    expect(idsOf(upcoming.body.data.appointments)).toEqual([scene.tomorrow]);
    const past = await page('tab=completed&page=1', token);
    expect(idsOf(past.body.data.appointments)).toEqual([
      scene.overdue,
      ...scene.done,
      scene.oldest,
    ]);
    expect(past.body.data.counts).toEqual({
      upcoming: 1,
      pending: 25,
      completed: 4,
      cancelled: 1,
    });
  });

  it("another patient's page holds only their own booking", async () => {
    const res = await page('page=1', scene.other.token);
    expect(idsOf(res.body.data.appointments)).toEqual([scene.othersBooking]);
    expect(res.body.data.counts).toEqual({ upcoming: 0, pending: 1, completed: 0, cancelled: 0 });
  });
});
