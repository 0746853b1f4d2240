import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, outgoingMail, payments, refunds, sessions } from '#server/db/schema/index';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, signInAdmin, signUpPatient } from '../support/builders';
import { recordsOf, visitWithRecords } from '../support/erasure-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const erase = (token: string) =>
  server.call('DELETE', '/account', { token, body: { password: STRONG_PASSWORD } });
const patientLabel = (id: string) => `Deleted patient #${id.slice(0, 8)}`;
const mailTo = async (email: string) =>
  (await server.db.select().from(outgoingMail).where(eq(outgoingMail.to, email))).map(
    (m) => m.text,
  );

describe('an erasure changes only the erased person’s own and linked rows (ADR 139)', () => {
  it('a two-letter name: another patient’s reason, summary and doctor’s note stay as written', async () => {
    const doctor = await createVerifiedDoctor(server, 'Fahad Mirza');
    const al = await signUpPatient(server, { name: 'Al' });
    const other = await signUpPatient(server, { name: 'Zoya Baig' });
    const theirs = await visitWithRecords(server, doctor, other, {
      reason: 'Allergic rhinitis, Albuterol refill; referred by Ali Khan',
      note: 'Came with Al, a neighbour; Al’s asthma is not hers.',
      diagnosis: 'Allergic rhinitis',
      advice: 'Albuterol before exercise',
      medicine: 'Albuterol',
    });
    const own = await visitWithRecords(server, doctor, al, {
      reason: 'Al’s Albuterol refill',
      note: 'Al prefers mornings; Albuterol works',
      diagnosis: 'Allergic rhinitis',
      advice: 'Al to keep Albuterol at hand',
      medicine: 'Albuterol',
    });
    const before = await recordsOf(server, theirs);
    expect(before.note).toBe('Came with Al, a neighbour; Al’s asthma is not hers.');

    expect((await erase(al.token)).status).toBe(200);
    expect(await recordsOf(server, theirs)).toEqual(before);
    const label = patientLabel(al.user._id);
    const mine = await recordsOf(server, own);
    expect(mine).toMatchObject({
      reason: `${label}’s Albuterol refill`,
      patientName: label,
      note: `${label} prefers mornings; Albuterol works`,
      summary: { diagnosis: 'Allergic rhinitis', advice: `${label} to keep Albuterol at hand` },
    });
    expect(mine.summary.medicines[0].name).toBe('Albuterol');
  });

  it('a common two-word name: the other “Ali Khan” keeps their name, records and notices', async () => {
    const doctor = await createVerifiedDoctor(server, 'Fahad Mirza');
    const leaving = await signUpPatient(server, { name: 'Ali Khan' });
    const staying = await signUpPatient(server, { name: 'Ali Khan' });
    const words = (note: string) => ({
      reason: 'Follow-up; Ali Khan asked about his Albuterol dose',
      note,
      diagnosis: 'Asthma, Ali Khan type (mild)',
      advice: 'Ali Khan to return in a month',
      medicine: 'Albuterol',
    });
    const theirs = await visitWithRecords(
      server,
      doctor,
      staying,
      words('Ali Khan prefers evenings'),
      'Ali Khan says: very kind',
    );
    const own = await visitWithRecords(
      server,
      doctor,
      leaving,
      words('ALI  KHAN prefers mornings'),
      'Ali Khan says: very kind',
    );
    const before = await recordsOf(server, theirs);
    expect(before.notices.map((n) => n.message).join(' ')).toContain('Ali Khan rated you');
    const mailBefore = await mailTo(doctor.email);

    expect((await erase(leaving.token)).status).toBe(200);
    expect(await recordsOf(server, theirs)).toEqual(before);
    const label = patientLabel(leaving.user._id);
    const mine = await recordsOf(server, own);
    expect(mine).toMatchObject({
      reason: `Follow-up; ${label} asked about his Albuterol dose`,
      note: `${label} prefers mornings`,
      summary: {
        diagnosis: `Asthma, ${label} type (mild)`,
        advice: `${label} to return in a month`,
      },
      review: { title: `${label} says: very kind` },
    });
    // The doctor's notice and its e-mail copy about the erased person's review read the label;
    // the same notice and mail about the other Ali Khan's review still name him.
    const doctorNotices = mine.notices.filter((n) => n.title === 'New review');
    expect(doctorNotices.map((n) => n.message)).toEqual([
      `${label} rated you 5 out of 5: “${label} says: very kind”`,
    ]);
    const mailAfter = await mailTo(doctor.email);
    expect(mailAfter.filter((t) => t.startsWith('Ali Khan rated you'))).toHaveLength(1);
    expect(mailAfter.filter((t) => t.startsWith(`${label} rated you`))).toHaveLength(1);
    expect(mailAfter).toHaveLength(mailBefore.length);
  });

  it('a name that is part of a medicine or a diagnosis changes neither, in anyone’s record', async () => {
    const doctor = await createVerifiedDoctor(server, 'Hina Rauf');
    const ana = await signUpPatient(server, { name: 'Ana' });
    const other = await signUpPatient(server, { name: 'Rabia Noor' });
    const record = {
      reason: 'Anaemia work-up; Anaphylaxis history',
      note: 'Anastrozole stopped; Ana-style diet',
      diagnosis: 'Anaemia, iron deficiency',
      advice: 'Iron; review Anastrozole',
      medicine: 'Anastrozole',
    };
    const theirs = await visitWithRecords(server, doctor, other, record);
    const own = await visitWithRecords(server, doctor, ana, { ...record, advice: 'Ana: iron' });
    const before = await recordsOf(server, theirs);

    expect((await erase(ana.token)).status).toBe(200);
    expect(await recordsOf(server, theirs)).toEqual(before);
    const mine = await recordsOf(server, own);
    expect(mine).toMatchObject({
      reason: record.reason,
      note: record.note,
      summary: { diagnosis: record.diagnosis, advice: `${patientLabel(ana.user._id)}: iron` },
    });
    expect(mine.summary.medicines[0].name).toBe('Anastrozole');
  });

  it('a doctor erased: their reviews and patients’ notices read the label; patients’ clinical text stays', async () => {
    const admin = await signInAdmin(server);
    const leaving = await createVerifiedDoctor(server, 'Nasir Hussain');
    const namesake = await createVerifiedDoctor(server, 'Nasir Hussain');
    const patient = await signUpPatient(server, { name: 'Sana Malik' });
    const words = {
      reason: 'Second opinion: Nasir Hussain’s referral letter',
      note: 'Seen by Nasir Hussain; to review in May',
      diagnosis: 'Hypertension',
      advice: 'Nasir Hussain will call with results',
      medicine: 'Amlodipine',
    };
    const own = await visitWithRecords(server, leaving, patient, words, 'Nasir Hussain listened');
    const other = await visitWithRecords(
      server,
      namesake,
      patient,
      words,
      'Nasir Hussain listened',
    );
    const before = await recordsOf(server, other);

    const res = await server.call('DELETE', `/admin/users/${leaving.userId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await recordsOf(server, other)).toEqual(before);
    const label = `Deleted doctor #${leaving.userId.slice(0, 8)}`;
    const mine = await recordsOf(server, own);
    expect(mine).toMatchObject({
      reason: words.reason,
      note: words.note,
      doctorName: label,
      summary: { diagnosis: 'Hypertension', advice: words.advice },
      review: { title: `${label} listened`, review: `${label} listened` },
    });
    const told = mine.notices.find((n) => n.title === 'Prescription ready');
    expect(told?.message).toContain(`${label} wrote the visit summary`);
    expect(JSON.stringify(mine.notices)).not.toContain('Nasir Hussain');
  });
});

describe('the sessions end before the erasure, which cancels what they booked', () => {
  it('a booking that lands after the sessions end is cancelled with the rest; a paid one is refunded once', async () => {
    const doctor = await createVerifiedDoctor(server, 'Imran Qadir');
    const p = await signUpPatient(server, { name: 'Tariq Jameel' });
    const slot = clinicSlot(server, 3, '15:00');
    const paid = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: p.user._id,
      start: slot.start,
      end: slot.end,
      paymentMethod: 'online',
      paymentStatus: 'paid',
    });
    await server.db.insert(payments).values({
      appointmentId: paid.id,
      provider: 'sandbox',
      reference: `T-${paid.id}`,
      amount: 1500,
      status: 'paid',
      completedAt: server.clock.now(),
    });
    // A booking written the moment the account's session ends, as one racing the erasure would be.
    await server.db.execute(
      sql.raw(`create function erasure_race_booking() returns trigger language plpgsql as $$
      begin
        insert into appointments (doctor_id, patient_id, start_time, end_time, type, reason, status, fee)
        select doctor_id, patient_id, start_time + interval '1 day', end_time + interval '1 day',
          type, 'Booked while the account was going', 'pending', fee
        from appointments where id = '${paid.id}';
        return old;
      end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger erasure_race after delete on sessions for each row
        when (old.user_id = '${p.user._id}') execute function erasure_race_booking()`),
    );

    const res = await erase(p.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ cancelledAppointments: 2 });
    const ahead = await server.db
      .select({ status: appointments.status, reason: appointments.reason })
      .from(appointments)
      .where(
        and(eq(appointments.patientId, p.user._id), gt(appointments.endTime, server.clock.now())),
      );
    expect(ahead.map((a) => a.reason).sort()).toEqual([
      'Booked while the account was going',
      'Chest pain on exertion',
    ]);
    expect(new Set(ahead.map((a) => a.status))).toEqual(new Set(['cancelled']));
    const paidBack = await server.db
      .select()
      .from(refunds)
      .where(eq(refunds.appointmentId, paid.id));
    expect(paidBack).toMatchObject([{ amount: 1500, status: 'succeeded' }]);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, p.user._id))).toEqual(
      [],
    );
    expect((await server.get('/auth/me', { token: p.token })).status).toBe(401);
  });
});
