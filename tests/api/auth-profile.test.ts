import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, patientProfiles, users } from '#server/db/schema/index';
import {
  doctorRegistration,
  STRONG_PASSWORD,
  signInAdmin,
  signUpPatient,
} from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FULL_PROFILE = {
  name: 'Ayesha Siddiqui',
  phone: '+923001234567',
  dateOfBirth: '1990-04-15',
  gender: 'female',
  bloodGroup: 'AB-',
  address: {
    street: '12 Canal Road',
    city: 'Lahore',
    state: 'Punjab',
    zipCode: '54000',
    country: 'Pakistan',
  },
  emergencyContact: {
    name: 'Bilal Siddiqui',
    relationship: 'Brother',
    phone: '+923217654321',
    email: 'bilal@example.pk',
  },
  medicalHistory: {
    conditions: ['Asthma'],
    allergies: ['Penicillin', 'Peanuts'],
    medications: ['Salbutamol'],
    surgeries: [],
    familyHistory: ['Diabetes'],
  },
};

async function storedProfile(userId: string) {
  const [row] = await server.db
    .select()
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, userId));
  const [user] = await server.db.select().from(users).where(eq(users.id, userId));
  return { row, name: user.name, email: user.email };
}

describe('patient profile', () => {
  it('a new patient’s profile has every field, empty', async () => {
    const { token, email } = await signUpPatient(server, { name: 'Fresh Patient' });
    const res = await server.get('/auth/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Fresh Patient',
      email,
      role: 'patient',
      phone: '',
      dateOfBirth: '',
      gender: '',
      bloodGroup: '',
      profilePicture: null,
      address: { street: '', city: '', state: '', zipCode: '', country: '' },
      emergencyContact: { name: '', relationship: '', phone: '', email: '' },
      medicalHistory: {
        conditions: [],
        allergies: [],
        medications: [],
        surgeries: [],
        familyHistory: [],
      },
    });
  });

  it('saves the whole profile and answers it with "Profile updated successfully"', async () => {
    const { token, email } = await signUpPatient(server);
    const res = await server.put(
      '/auth/profile',
      { ...FULL_PROFILE, email: 'hijack@example.pk', role: 'admin' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({ ...FULL_PROFILE, email, role: 'patient' });
    const again = await server.get('/auth/profile', { token });
    expect(again.body.data).toEqual(res.body.data);
  });

  it('refuses a bad field with its message and changes nothing', async () => {
    const { token, user } = await signUpPatient(server);
    expect((await server.put('/auth/profile', FULL_PROFILE, { token })).status).toBe(200);
    const before = await storedProfile(user._id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FULL_PROFILE, gender: 'unknown', name: 'Changed Name' }, 'Please choose a gender'],
      [{ ...FULL_PROFILE, bloodGroup: 'C+' }, 'Please choose a blood group'],
      [{ ...FULL_PROFILE, dateOfBirth: '15/04/1990' }, 'Please enter a valid date of birth'],
      [
        { ...FULL_PROFILE, emergencyContact: { ...FULL_PROFILE.emergencyContact, email: 'x@y' } },
        'Please enter a valid email address.',
      ],
      [{ ...FULL_PROFILE, name: undefined }, 'Name is required'],
      [{ ...FULL_PROFILE, medicalHistory: { conditions: 'Asthma' } }, expect.any(String)],
    ];
    for (const [body, message] of cases) {
      const res = await server.put('/auth/profile', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const malformed = await server.call('PUT', '/auth/profile', {
      token,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    expect(await storedProfile(user._id)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expect((await server.get('/auth/profile')).status).toBe(401);
    const res = await server.put('/auth/profile', FULL_PROFILE);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });
});

describe('an edit started from an older copy', () => {
  it('is refused with 409 and changes nothing, when the profile changed after it began', async () => {
    const { token, user } = await signUpPatient(server);
    const opened = (await server.get('/auth/profile', { token })).body.data;
    expect(Date.parse(opened.updatedAt)).not.toBeNaN();

    // Another device saves first.
    const first = await server.put(
      '/auth/profile',
      { ...FULL_PROFILE, updatedAt: opened.updatedAt },
      { token },
    );
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.data.updatedAt)).toBeGreaterThan(Date.parse(opened.updatedAt));
    const before = await storedProfile(user._id);

    // This device's edit, begun before that save, does not overwrite it.
    const stale = await server.put(
      '/auth/profile',
      { ...FULL_PROFILE, phone: '+923330000000', updatedAt: opened.updatedAt },
      { token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      success: false,
      message:
        'Your profile was changed elsewhere after you started editing. Your changes were not saved.',
    });
    expect(await storedProfile(user._id)).toEqual(before);

    // Based on the latest copy, it saves.
    const rebased = await server.put(
      '/auth/profile',
      { ...FULL_PROFILE, phone: '+923330000000', updatedAt: first.body.data.updatedAt },
      { token },
    );
    expect(rebased.status).toBe(200);
    expect(rebased.body.data.phone).toBe('+923330000000');
  });

  it('two saves from the same copy within a moment: the second is refused', async () => {
    const { token } = await signUpPatient(server);
    const { updatedAt } = (await server.get('/auth/profile', { token })).body.data;
    const [a, b] = await Promise.all([
      server.put('/auth/profile', { ...FULL_PROFILE, phone: '03001111111', updatedAt }, { token }),
      server.put('/auth/profile', { ...FULL_PROFILE, phone: '03002222222', updatedAt }, { token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('a save without updatedAt still saves (other clients of the API)', async () => {
    const { token } = await signUpPatient(server);
    expect((await server.put('/auth/profile', FULL_PROFILE, { token })).status).toBe(200);
    expect((await server.put('/auth/profile', FULL_PROFILE, { token })).status).toBe(200);
  });

  it('refuses an updatedAt that is not a timestamp', async () => {
    const { token } = await signUpPatient(server);
    const res = await server.put(
      '/auth/profile',
      { ...FULL_PROFILE, updatedAt: 'yesterday' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please send the profile’s updatedAt as it was received');
  });
});

describe('other roles', () => {
  it('a doctor sees their User and may change only their name', async () => {
    const input = doctorRegistration({ name: 'Imran Qureshi' });
    const reg = await server.post('/auth/doctor/register', input);
    const userId = reg.body.data.user._id;
    await server.db
      .update(users)
      .set({ status: 'active', isVerified: true })
      .where(eq(users.id, userId));
    await server.db
      .update(doctors)
      .set({ verificationStatus: 'verified' })
      .where(eq(doctors.userId, userId));
    const token = (
      await server.post('/auth/login', { email: input.email, password: STRONG_PASSWORD })
    ).body.data.token;

    const res = await server.put(
      '/auth/profile',
      { name: 'Imran Ali Qureshi', phone: '123', role: 'admin' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      _id: userId,
      name: 'Imran Ali Qureshi',
      role: 'doctor',
      verificationStatus: 'verified',
    });
    expect(res.body.data).not.toHaveProperty('phone');
    const [row] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: 'Imran Ali Qureshi', role: 'doctor' });

    const bad = await server.put('/auth/profile', { name: 'X' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Name must be at least 2 characters long');
  });

  it('the administrator may change their name', async () => {
    const token = await signInAdmin(server);
    const res = await server.put('/auth/profile', { name: 'Site Administrator' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Site Administrator', role: 'admin' });
  });
});
