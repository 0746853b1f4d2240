import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithEverything } from '../support/account-fixtures';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 40: a client that saves what it was given is not refused (ADR 145). Every resource the
 * API both answers and saves whole is read, sent back as it came, and read again: the save is
 * accepted and nothing changed but the time of saving.
 */
let server: TestServer;
let tokens: Record<'patient' | 'doctor' | 'practicesDoctor' | 'admin', string>;
let ids: { member: string; visit: string; patient: string };

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const week = (open: number[], startTime: string, endTime: string) =>
  Object.fromEntries(
    WEEK.map((d, i) => [
      d,
      open.includes(i)
        ? { isAvailable: true, slots: [{ startTime, endTime }] }
        : { isAvailable: false, slots: [] },
    ]),
  );

beforeAll(async () => {
  server = await startTestServer();
  const everything = await accountWithEverything(server);
  // A doctor with a clinic, an evening clinic and a video practice (ADR 112), saved as the app does.
  const practices = await createVerifiedDoctor(server, 'Nadia Siddiqui');
  const profile = (await server.get('/doctors/profile', { token: practices.token })).body.data;
  const place = (address: string, city: string) => ({
    address,
    city,
    area: 'Saddar',
    landmark: 'near the gate',
    country: 'Pakistan',
  });
  const shifa = {
    kind: 'clinic',
    name: 'Shifa International Hospital OPD',
    location: place('Pitras Bukhari Road, H-8/4', 'Islamabad'),
    phone: '051 8463000',
    fee: 2000,
    availability: week([1, 2, 3], '08:00', '14:00'),
  };
  // The seed-era fields are the first clinic's, as the app sends them (ADR 112).
  const saved = await server.put(
    '/doctors/profile',
    {
      ...profile,
      clinicName: shifa.name,
      consultationFee: shifa.fee,
      availability: shifa.availability,
      contactInfo: { ...profile.contactInfo, phone: shifa.phone },
      location: { ...profile.location, address: shifa.location.address, city: 'Islamabad' },
      practices: [
        shifa,
        {
          kind: 'video',
          name: 'Video consultation',
          location: null,
          phone: '',
          fee: 1000,
          availability: week([1, 2, 3], '15:00', '16:00'),
        },
        {
          kind: 'clinic',
          name: 'Evening Care Clinic',
          location: place('12 Murree Road', 'Rawalpindi'),
          phone: '0300 7654321',
          fee: 1500,
          availability: week([4, 5], '17:00', '21:00'),
        },
      ],
    },
    { token: practices.token },
  );
  if (saved.status !== 200) throw new Error(`practices: ${saved.status} ${saved.text}`);
  tokens = {
    patient: everything.patient.token,
    doctor: everything.doctor.token,
    practicesDoctor: practices.token,
    admin: await signInAdmin(server),
  };
  // A member with every field filled, the emergency phone as typed (stored in E.164).
  const member = await server.post(
    '/family-members',
    {
      name: 'Ali Malik',
      relationship: 'child',
      dateOfBirth: '2019-06-02',
      gender: 'male',
      bloodGroup: 'O+',
      emergencyContact: { name: 'Sana Malik', relationship: 'Mother', phone: '0300-1234567' },
      medicalHistory: { allergies: ['Peanuts'], conditions: ['Asthma'] },
    },
    { token: everything.patient.token },
  );
  if (member.status !== 201) throw new Error(`member: ${member.status} ${member.text}`);
  ids = {
    member: member.body.data._id,
    visit: everything.visit.id,
    patient: everything.patient.user._id,
  };
}, 120_000);
afterAll(() => server.close());

type Pair = {
  /** The resource, as a user would name it. */
  name: string;
  who: keyof typeof tokens;
  get: () => string;
  put: () => string;
  method?: 'PUT' | 'PATCH';
  /** The one resource of a list the GET answers (family members, reviews). */
  pick?: (data: Record<string, { _id: string }[]>) => unknown;
};

const byId = (list: { _id: string }[], id: string) => list.find((r) => r._id === id);

const PAIRS: Pair[] = [
  {
    name: "a patient's whole profile",
    who: 'patient',
    get: () => '/auth/profile',
    put: () => '/auth/profile',
  },
  {
    name: "a doctor's account name",
    who: 'doctor',
    get: () => '/auth/profile',
    put: () => '/auth/profile',
  },
  {
    name: "the administrator's account name",
    who: 'admin',
    get: () => '/auth/profile',
    put: () => '/auth/profile',
  },
  {
    name: "a doctor's profile",
    who: 'doctor',
    get: () => '/doctors/profile',
    put: () => '/doctors/profile',
  },
  {
    name: "a doctor's profile with clinic and video practices",
    who: 'practicesDoctor',
    get: () => '/doctors/profile',
    put: () => '/doctors/profile',
  },
  {
    name: "the site's settings",
    who: 'admin',
    get: () => '/admin/settings',
    put: () => '/admin/settings',
  },
  ...(['patient', 'doctor', 'admin'] as const).map(
    (who): Pair => ({
      name: `the ${who}'s notification preferences`,
      who,
      get: () => '/notification-preferences',
      put: () => '/notification-preferences',
    }),
  ),
  {
    name: 'a family member',
    who: 'patient',
    get: () => '/family-members',
    put: () => `/family-members/${ids.member}`,
    pick: (data) => byId(data.familyMembers, ids.member),
  },
  {
    name: 'a visit summary and prescription',
    who: 'doctor',
    get: () => `/appointments/${ids.visit}/summary`,
    put: () => `/appointments/${ids.visit}/summary`,
  },
  {
    name: "a doctor's notes about a patient, sent back with the patient's row",
    who: 'doctor',
    get: () => '/patients',
    put: () => `/patients/${ids.patient}/notes`,
    pick: (data) => byId(data.patients, ids.patient),
  },
  {
    name: 'a review',
    who: 'patient',
    get: () => '/reviews/my-reviews',
    put: () => `/reviews/${reviewId}`,
    method: 'PATCH',
    pick: (data) => data.reviews[0],
  },
];
let reviewId = '';

/** What a save may change by itself: when it happened. */
const unstamped = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (key, v) => (key === 'updatedAt' ? undefined : v)));

describe('a PUT accepts what its GET answers, and changes nothing (ADR 145)', () => {
  it.each(PAIRS)('$name', async (pair) => {
    const token = tokens[pair.who];
    const read = async () => {
      const res = await server.get(pair.get(), { token });
      expect(res.status, res.text).toBe(200);
      return pair.pick ? pair.pick(res.body.data) : res.body.data;
    };
    const before = (await read()) as Record<string, unknown>;
    expect(before).toBeTruthy();
    if (pair.method === 'PATCH') reviewId = String(before._id);
    const res = await server.call(pair.method ?? 'PUT', `/api${pair.put()}`, {
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(before),
    });
    expect(res.status, res.text).toBe(200);
    expect(unstamped(await read())).toEqual(unstamped(before));
  });
});

describe('read-only keys sent with other values are ignored', () => {
  it('notification preferences keep their consent and the profile’s phone', async () => {
    const token = tokens.patient;
    const before = (await server.get('/notification-preferences', { token })).body.data;
    expect(before.consent.sms).not.toBeNull();
    const res = await server.put(
      '/notification-preferences',
      {
        ...before,
        consent: { sms: null, whatsapp: { at: '2020-01-01T00:00:00.000Z', device: 'Forged' } },
        phone: '+923339999999',
      },
      { token },
    );
    expect(res.status, res.text).toBe(200);
    const after = (await server.get('/notification-preferences', { token })).body.data;
    expect(after.consent).toEqual(before.consent);
    expect(after.phone).toBe(before.phone);
  });

  it('an unknown key is still refused', async () => {
    const token = tokens.patient;
    const before = (await server.get('/notification-preferences', { token })).body.data;
    const res = await server.put('/notification-preferences', { ...before, phones: [] }, { token });
    expect(res.status).toBe(400);
  });
});
