import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '#server/db/schema/index';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function profileOf(token: string) {
  const res = await server.get('/doctors/profile', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const idsIn = (res: { body: { data: { doctors: { _id: string }[] } } }) =>
  res.body.data.doctors.map((d) => d._id);

describe("a doctor's city, address, gender, website and awards", () => {
  it('are saved and show on the public page and in the search by city at once', async () => {
    const doc = await createVerifiedDoctor(server, 'Sadia Qureshi');
    const profile = await profileOf(doc.token);
    expect(profile.location).toBeNull();
    // Asked once before the change, so a cached answer would still leave the doctor out.
    expect(idsIn(await server.get('/doctors/search?city=Multan'))).not.toContain(doc.doctor.id);
    const res = await server.put(
      '/doctors/profile',
      {
        ...profile,
        gender: 'female',
        contactInfo: { phone: '0300-1234567', email: '', website: 'www.sadiaclinic.pk' },
        location: { address: ' 7 Nishtar Road ', city: ' Multan ' },
        awards: ['Best Paediatrician 2023', ' '],
      },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    const saved = {
      gender: 'female',
      contactInfo: { phone: '+923001234567', website: 'https://www.sadiaclinic.pk' },
      location: { address: '7 Nishtar Road', city: 'Multan' },
      awards: ['Best Paediatrician 2023'],
    };
    expect(res.body.data).toMatchObject(saved);
    const page = await server.get(`/doctors/${doc.doctor.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject(saved);
    expect(idsIn(await server.get('/doctors/search?city=Multan'))).toContain(doc.doctor.id);
    expect(idsIn(await server.get('/doctors/search?city=multan'))).toContain(doc.doctor.id);
    expect(idsIn(await server.get('/doctors/search?search=multan'))).toContain(doc.doctor.id);

    const moved = await server.put(
      '/doctors/profile',
      { ...res.body.data, location: { ...res.body.data.location, city: 'Karachi' } },
      { token: doc.token },
    );
    expect(moved.status).toBe(200);
    expect(idsIn(await server.get('/doctors/search?city=Multan'))).not.toContain(doc.doctor.id);
    expect(idsIn(await server.get('/doctors/search?city=Karachi'))).toContain(doc.doctor.id);
  });

  it('names every missing required field in one message', async () => {
    const doc = await createVerifiedDoctor(server);
    const { experience: _, ...profile } = await profileOf(doc.token);
    const res = await server.put(
      '/doctors/profile',
      { ...profile, specialization: '', licenseNumber: '   ' },
      { token: doc.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Please fill in the following required fields: Specialization, Years of Experience, License Number',
    );
    expect(res.body.errors[0].path).toBe('specialization');
  });

  it('refuses a bad website, long text or an unknown gender with its message, and changes nothing', async () => {
    const doc = await createVerifiedDoctor(server);
    const profile = await profileOf(doc.token);
    const at = (city: string) => ({ address: '', city });
    const cases: [Record<string, unknown>, string][] = [
      [
        { contactInfo: { phone: '', email: '', website: 'javascript:alert(1)' } },
        'Please enter a website address such as https://www.example.pk',
      ],
      [
        { contactInfo: { phone: '', email: '', website: 'not a site' } },
        'Please enter a website address such as https://www.example.pk',
      ],
      [
        { contactInfo: { phone: '', email: '', website: `https://x.pk/${'a'.repeat(200)}` } },
        'Please keep this under 200 characters',
      ],
      [{ location: at('L'.repeat(101)) }, 'Please keep the city under 100 characters'],
      [{ location: at('Lahore\u0000') }, 'This text contains characters that are not allowed'],
      [
        { location: { address: 'A'.repeat(201), city: 'Lahore' } },
        'Please keep this under 200 characters',
      ],
      [{ gender: 'unknown' }, 'Please choose male, female or other'],
      [{ awards: ['x'.repeat(201)] }, 'Please keep each entry under 200 characters'],
      [
        { awards: Array.from({ length: 31 }, (_, i) => `Award ${i}`) },
        'Please keep the list shorter',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await server.put(
        '/doctors/profile',
        { ...profile, ...change },
        { token: doc.token },
      );
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const [row] = await server.db.select().from(doctors).where(eq(doctors.id, doc.doctor.id));
    expect(row).toMatchObject({ city: null, location: null, contactInfo: null, gender: null });
    expect(row.awards).toEqual([]);
  });
});
