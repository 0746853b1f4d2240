import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, clinicDay, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { insertDoctorWithPractices } from '../support/practice-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Patient = Awaited<ReturnType<typeof signUpPatient>>;
const location = (city: string) => ({
  address: 'Plot 12, Street 5',
  city,
  area: 'F-8',
  landmark: '',
  country: 'Pakistan',
});

/** Morning OPD 09:00–14:00, video 15:00–16:30, evening clinic 17:00–21:00, every day. */
const doctorWithPractices = () =>
  insertDoctorWithPractices(server, {
    name: 'Dr. Saima Raza',
    opd: { name: 'Shifa OPD', fee: 2500, phone: '+92512281234', location: location('Islamabad') },
    evening: {
      name: 'Evening Care Clinic',
      fee: 2000,
      phone: '+92512281235',
      location: location('Rawalpindi'),
    },
    video: { name: 'Video consultation', fee: 1500, phone: '' },
  });

const join = (p: Patient, body: object) => server.post('/waitlist', body, { token: p.token });
const offerOf = async (p: Patient) => {
  const res = await server.get('/waitlist', { token: p.token });
  return (res.body.data.entries as { offer: { startTime: string } | null }[])[0]?.offer ?? null;
};
/** Books the slot and cancels it, so it opens for the waitlist. */
async function openSlot(doctorId: string, owner: Patient, slot: ReturnType<typeof slotOn>) {
  const appointment = await book(server, owner.token, doctorId, slot);
  const res = await server.post(
    `/appointments/${appointment._id}/cancel`,
    { reason: 'Travelling' },
    { token: owner.token },
  );
  expect(res.status).toBe(200);
}

describe('a waitlist entry names the practice it is for', () => {
  it('a freed slot is offered only to those waiting for its practice, or its kind, or anywhere', async () => {
    const { doctor, evening } = await doctorWithPractices();
    const [owner, video, atEvening, anywhere] = [
      await signUpPatient(server),
      await signUpPatient(server),
      await signUpPatient(server),
      await signUpPatient(server),
    ];
    const date = clinicDay(server, 2);
    const range = { doctorId: doctor.id, from: date, to: date };
    const joined = [
      await join(video!, { ...range, kind: 'video' }),
      await join(atEvening!, { ...range, practiceId: evening.id }),
      await join(anywhere!, range),
    ];
    expect(joined.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(joined.map((r) => [r.body.data.practiceId, r.body.data.kind])).toEqual([
      [null, 'video'],
      [evening.id, 'clinic'],
      [null, null],
    ]);

    // The morning OPD's slot: the first two wait elsewhere, so the third is offered it.
    const morning = slotOn(date, '10:00');
    await openSlot(doctor.id, owner!, morning);
    expect(await offerOf(video!)).toBeNull();
    expect(await offerOf(atEvening!)).toBeNull();
    expect((await offerOf(anywhere!))?.startTime).toBe(morning.startTime);

    const online = slotOn(date, '15:30');
    await openSlot(doctor.id, owner!, online);
    expect((await offerOf(video!))?.startTime).toBe(online.startTime);
    expect(await offerOf(atEvening!)).toBeNull();

    const night = slotOn(date, '18:00');
    await openSlot(doctor.id, owner!, night);
    expect((await offerOf(atEvening!))?.startTime).toBe(night.startTime);
  });

  it("refuses a practice that is not the doctor's, and a kind the doctor does not offer", async () => {
    const { doctor } = await doctorWithPractices();
    const other = await doctorWithPractices();
    const p = await signUpPatient(server);
    const range = { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 2) };
    const foreign = await join(p, { ...range, practiceId: other.evening.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toEqual({
      path: 'practiceId',
      message: "Please choose one of the doctor's practices",
    });
    const malformed = await join(p, { ...range, kind: 'home-visit' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Choose clinic or video');

    const { doctor: clinicOnly } = await doctorWithPractices();
    await server.db.execute(
      `delete from doctor_availability where practice_id in (select id from doctor_practices where doctor_id = '${clinicOnly.id}' and kind = 'video')`,
    );
    await server.db.execute(
      `delete from doctor_practices where doctor_id = '${clinicOnly.id}' and kind = 'video'`,
    );
    const noVideo = await join(p, { ...range, doctorId: clinicOnly.id, kind: 'video' });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.message).toBe('This doctor has no practice of that kind');
    expect((await server.get('/waitlist', { token: p.token })).body.data.entries).toEqual([]);
  });

  it('joining again for another practice moves the entry there, keeping its place', async () => {
    const { doctor, opd, evening } = await doctorWithPractices();
    const p = await signUpPatient(server);
    const range = { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 2) };
    const first = await join(p, { ...range, practiceId: opd.id });
    const again = await join(p, { ...range, practiceId: evening.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, practiceId: evening.id });
    const anywhere = await join(p, range);
    expect(anywhere.body.data).toMatchObject({ practiceId: null, kind: null });
  });
});
