import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { TEXT_MSG } from '#shared/schemas/common';
import { MSG } from '#shared/schemas/user';
import { appointmentScene, clinicSlot } from '../support/appointment-builders';
import { doctorRegistration, STRONG_PASSWORD, signUpPatient } from '../support/builders';
import { snapshotTables } from '../support/db-snapshot';
import { expectRefused } from '../support/refusals';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = '\u0000';
const LONE = '\ud800';

describe('NUL in any text is a 400 that changes nothing, never a 500', () => {
  it('sign-in answers the same for a registered and an unknown address', async () => {
    const patient = await signUpPatient(server);
    const before = await snapshotTables(server);
    const known = await server.post('/auth/login', {
      email: `${patient.email}${NUL}`,
      password: 'Wr0ng!Passw0rd',
    });
    const unknown = await server.post('/auth/login', {
      email: `nul${NUL}x@example.com`,
      password: 'Wr0ng!Passw0rd',
    });
    expectRefused(known, TEXT_MSG.invalidCharacters, 'email');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await snapshotTables(server)).toEqual(before);
  });

  it('forgot-password and both registrations refuse it', async () => {
    const before = await snapshotTables(server);
    expectRefused(
      await server.post('/auth/forgot-password', { email: `a${NUL}@example.com` }),
      TEXT_MSG.invalidCharacters,
      'email',
    );
    expectRefused(
      await server.post('/auth/patient/register', {
        name: `Sana${NUL}Malik`,
        email: 'sana.nul@example.pk',
        password: STRONG_PASSWORD,
      }),
      TEXT_MSG.invalidCharacters,
      'name',
    );
    expectRefused(
      await server.post('/auth/doctor/register', doctorRegistration({ clinicName: `C${NUL}` })),
      TEXT_MSG.invalidCharacters,
      'clinicName',
    );
    expect(await snapshotTables(server)).toEqual(before);
  });

  it('doctor search refuses it in search, city and specialization', async () => {
    for (const name of ['search', 'city', 'specialization']) {
      expectRefused(
        await server.get(`/doctors/search?${name}=%00`),
        TEXT_MSG.invalidCharacters,
        name,
      );
    }
  });

  it('profile fields, booking reasons and cancel reasons refuse it', async () => {
    const { doc, patient, appointment } = await appointmentScene(server);
    const before = await snapshotTables(server);
    expectRefused(
      await server.put(
        '/auth/profile',
        { name: 'Sana Malik', phone: `0300${NUL}` },
        { token: patient.token },
      ),
      TEXT_MSG.invalidCharacters,
      'phone',
    );
    expectRefused(
      await server.post(
        '/bookings/appointments/initiate',
        {
          doctorId: doc.doctor.id,
          ...clinicSlot(server, 2, '11:00'),
          type: 'consultation',
          reason: `Fever${NUL}`,
        },
        { token: patient.token },
      ),
      TEXT_MSG.invalidCharacters,
      'reason',
    );
    expectRefused(
      await server.post(
        `/appointments/${appointment.id}/cancel`,
        { reason: `Travel${NUL}` },
        { token: patient.token },
      ),
      TEXT_MSG.invalidCharacters,
      'reason',
    );
    expect(await snapshotTables(server)).toEqual(before);
  });

  it('a NUL in the path or in a key of the body is refused too', async () => {
    expect((await server.get('/doctors/%00')).status).toBe(404);
    expectRefused(
      await server.post('/auth/login', { [`email${NUL}`]: 'x', password: 'y' }),
      TEXT_MSG.invalidCharacters,
      `email${NUL}`,
    );
  });
});

describe('broken Unicode', () => {
  it('a lone surrogate in the address or the medical history is a 400', async () => {
    const patient = await signUpPatient(server);
    const before = await snapshotTables(server);
    expectRefused(
      await server.put(
        '/auth/profile',
        { name: 'Sana Malik', address: { street: `Canal Road ${LONE}` } },
        { token: patient.token },
      ),
      TEXT_MSG.invalidCharacters,
      'address.street',
    );
    expectRefused(
      await server.put(
        '/auth/profile',
        { name: 'Sana Malik', medicalHistory: { allergies: ['Peanuts', LONE] } },
        { token: patient.token },
      ),
      TEXT_MSG.invalidCharacters,
      'medicalHistory.allergies.1',
    );
    expect(await snapshotTables(server)).toEqual(before);
  });

  it('a surrogate pair (an emoji) is ordinary text', async () => {
    const patient = await signUpPatient(server);
    const res = await server.put(
      '/auth/profile',
      { name: 'Sana Malik', medicalHistory: { allergies: ['Bees 🐝'] } },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.medicalHistory.allergies).toEqual(['Bees 🐝']);
  });
});
describe('invisible and control characters in names and text', () => {
  it('bidirectional overrides and zero-width characters are stripped from names', async () => {
    const email = 'spoof.name@example.pk';
    const res = await server.post('/auth/patient/register', {
      name: 'Ali\u202E nahK\u202C\u200B \u2066Raza\u2069\uFEFF',
      email,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(201);
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row.name).toBe('Ali nahK Raza');
  });

  it('a tab or a line break is refused in one-line fields and kept in reasons', async () => {
    const { doc, patient } = await appointmentScene(server);
    expectRefused(
      await server.put('/auth/profile', { name: 'Sana\tMalik' }, { token: patient.token }),
      MSG.nameInvalid,
      'name',
    );
    expectRefused(
      await server.put(
        '/auth/profile',
        { name: 'Sana Malik', address: { city: 'Lahore\nKarachi' } },
        { token: patient.token },
      ),
      TEXT_MSG.invalidCharacters,
      'address.city',
    );
    const booked = await server.post(
      '/bookings/appointments/initiate',
      {
        doctorId: doc.doctor.id,
        ...clinicSlot(server, 3, '12:00'),
        type: 'consultation',
        reason: 'Fever since Monday\nand a cough',
      },
      { token: patient.token },
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.appointment.reason).toBe('Fever since Monday\nand a cough');
  });
});
