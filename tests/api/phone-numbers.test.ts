import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeStoredPhones } from '#server/db/normalize-phones';
import { doctors, familyMembers, patientProfiles } from '#server/db/schema/index';
import { PHONE_MSG } from '#shared/schemas/phone';
import {
  appointmentScene,
  createVerifiedDoctor,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SPELLINGS = ['0300 1234567', '03001234567', '+92 300 1234567', '92-300-1234567'];
const E164 = '+923001234567';

async function storedPatient(userId: string) {
  const [row] = await server.db
    .select()
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, userId));
  return row;
}

describe('phones are stored and answered in E.164', () => {
  it.each(SPELLINGS)('the patient’s phone and emergency contact written %j', async (spelling) => {
    const { token, user } = await signUpPatient(server);
    const res = await server.put(
      '/auth/profile',
      { name: 'Sana Malik', phone: spelling, emergencyContact: { name: 'Bilal', phone: spelling } },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.phone).toBe(E164);
    expect(res.body.data.emergencyContact.phone).toBe(E164);
    const row = await storedPatient(user._id);
    expect(row.phone).toBe(E164);
    expect(row.emergencyContact?.phone).toBe(E164);
  });

  it('a family member’s emergency contact and a doctor’s contact phone', async () => {
    const { token } = await signUpPatient(server);
    const member = await server.post(
      '/family-members',
      { name: 'Ali Malik', relationship: 'child', emergencyContact: { phone: '0321 7654321' } },
      { token },
    );
    expect(member.status).toBe(201);
    expect(member.body.data.emergencyContact.phone).toBe('+923217654321');
    const [memberRow] = await server.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, member.body.data._id));
    expect(memberRow.emergencyContact?.phone).toBe('+923217654321');

    const doc = await createVerifiedDoctor(server, 'Sadia Qureshi');
    const profile = (await server.get('/doctors/profile', { token: doc.token })).body.data;
    const saved = await server.put(
      '/doctors/profile',
      { ...profile, contactInfo: { phone: '(042) 35761234', email: '', website: '' } },
      { token: doc.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.contactInfo.phone).toBe('+924235761234');
    const [row] = await server.db.select().from(doctors).where(eq(doctors.id, doc.doctor.id));
    expect(row.contactInfo?.phone).toBe('+924235761234');
  });
});

describe('a number that cannot be read', () => {
  it('is refused with 400 naming the field, and the profile keeps what it had', async () => {
    const { token, user } = await signUpPatient(server);
    await server.put('/auth/profile', { name: 'Sana Malik', phone: E164 }, { token });
    const before = await storedPatient(user._id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Changed', phone: '0300 12' }, 'phone', PHONE_MSG.phone],
      [
        { name: 'Changed', phone: E164, emergencyContact: { phone: 'ask at home' } },
        'emergencyContact.phone',
        PHONE_MSG.emergencyContact,
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await server.put('/auth/profile', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual([{ path, message }]);
    }
    expect(await storedPatient(user._id)).toEqual(before);
  });

  it('is refused for a family member and a doctor, naming the field, and nothing is saved', async () => {
    const { token } = await signUpPatient(server);
    const add = await server.post(
      '/family-members',
      { name: 'Ali Malik', relationship: 'child', emergencyContact: { phone: '12345' } },
      { token },
    );
    expect(add.status).toBe(400);
    expect(add.body.errors).toEqual([
      { path: 'emergencyContact.phone', message: PHONE_MSG.emergencyContact },
    ]);
    expect((await server.get('/family-members', { token })).body.data.familyMembers).toEqual([]);

    const doc = await createVerifiedDoctor(server, 'Kamran Butt');
    const profile = (await server.get('/doctors/profile', { token: doc.token })).body.data;
    const res = await server.put(
      '/doctors/profile',
      { ...profile, about: 'Changed', contactInfo: { phone: 'CLINIC-42', email: '', website: '' } },
      { token: doc.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PHONE_MSG.contact);
    expect(res.body.errors).toEqual([{ path: 'contactInfo.phone', message: PHONE_MSG.contact }]);
    expect((await server.get('/doctors/profile', { token: doc.token })).body.data.about).toBe(
      profile.about,
    );
  });
});

describe('numbers stored before phones were checked', () => {
  it('one that cannot be read is answered as it is, to the patient and to their doctor', async () => {
    const { doc, patient } = await appointmentScene(server);
    await server.db
      .update(patientProfiles)
      .set({ phone: '0300-CALL-NOW' })
      .where(eq(patientProfiles.userId, patient.user._id));
    const own = await server.get('/auth/profile', { token: patient.token });
    expect(own.body.data.phone).toBe('0300-CALL-NOW');
    const cards = (await server.get('/patients', { token: doc.token })).body.data.patients;
    expect(cards[0].phone).toBe('0300-CALL-NOW');
  });

  it('at start-up, readable ones are rewritten in E.164 and unreadable ones kept', async () => {
    const readable = await signUpPatient(server);
    const unreadable = await signUpPatient(server);
    for (const [who, phone, contact] of [
      [readable, '0300 1234567', '0321-7654321'],
      [unreadable, 'ask reception', '0300-CALL-NOW'],
    ] as const) {
      await server.db
        .insert(patientProfiles)
        .values({
          userId: who.user._id,
          phone,
          emergencyContact: { name: 'Bilal', relationship: '', phone: contact, email: '' },
        })
        .onConflictDoUpdate({
          target: patientProfiles.userId,
          set: {
            phone,
            emergencyContact: { name: 'Bilal', relationship: '', phone: contact, email: '' },
          },
        });
    }
    const before = await storedPatient(readable.user._id);
    expect(await normalizeStoredPhones(server.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    const rewritten = await storedPatient(readable.user._id);
    expect(rewritten.phone).toBe(E164);
    expect(rewritten.emergencyContact).toEqual({
      ...before.emergencyContact,
      phone: '+923217654321',
    });
    expect(rewritten.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const kept = await storedPatient(unreadable.user._id);
    expect(kept.phone).toBe('ask reception');
    expect(kept.emergencyContact?.phone).toBe('0300-CALL-NOW');
    expect(await normalizeStoredPhones(server.db)).toBe(0);
  });
});
