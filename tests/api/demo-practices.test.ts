import { eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  doctorAvailability,
  doctorPractices,
  doctors,
  users,
} from '#server/db/schema/index';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { normalizePhone } from '#shared/domain/phone-number';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
});
afterAll(() => server.close());

const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Peshawar', 'Multan', 'Faisalabad'];

async function practicesByDoctor() {
  const rows = await server.db
    .select({
      doctorId: doctorPractices.doctorId,
      id: doctorPractices.id,
      kind: doctorPractices.kind,
      name: doctorPractices.name,
      location: doctorPractices.location,
      phone: doctorPractices.phone,
      fee: doctorPractices.fee,
      verified: doctors.verificationStatus,
      email: users.email,
    })
    .from(doctorPractices)
    .innerJoin(doctors, eq(doctors.id, doctorPractices.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId));
  const hours = await server.db
    .select({ practiceId: doctorAvailability.practiceId })
    .from(doctorAvailability);
  const withHours = new Set(hours.map((h) => h.practiceId));
  const by = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) by.set(r.doctorId, [...(by.get(r.doctorId) ?? []), r]);
  return { rows, by, withHours };
}

describe('the demo doctors’ practices', () => {
  it('a third have two clinics or more, some in two cities, and a third offer video with hours', async () => {
    const { by, withHours } = await practicesByDoctor();
    const verified = [...by.values()].filter((list) => list[0]!.verified === 'verified');
    const clinics = (list: (typeof verified)[number]) => list.filter((p) => p.kind === 'clinic');
    const twoClinics = verified.filter((list) => clinics(list).length >= 2);
    expect(twoClinics.length * 3).toBeGreaterThanOrEqual(verified.length);
    const twoCities = twoClinics.filter(
      (list) => new Set(clinics(list).map((p) => p.location!.city)).size >= 2,
    );
    expect(twoCities.length).toBeGreaterThan(0);
    const video = verified.filter((list) =>
      list.some((p) => p.kind === 'video' && withHours.has(p.id)),
    );
    expect(video.length * 3).toBeGreaterThanOrEqual(verified.length);
  });

  it('every practice has an address and landmark in one of the seven cities, an E.164 phone and a fee in range', async () => {
    const { rows } = await practicesByDoctor();
    const { min, max } = DEFAULT_SETTINGS.consultationFeeRange;
    for (const p of rows) {
      expect(p.phone, p.name).not.toBe('');
      expect(normalizePhone(p.phone), p.name).toBe(p.phone);
      expect(p.fee, p.name).toBeGreaterThanOrEqual(min);
      expect(p.fee, p.name).toBeLessThanOrEqual(max);
      if (p.kind === 'video') {
        expect(p.location).toBeNull();
        continue;
      }
      expect(CITIES, p.name).toContain(p.location!.city);
      expect(p.location!.address.trim(), p.name).not.toBe('');
      expect(p.location!.landmark.trim(), p.name).not.toBe('');
      expect(p.location!.area.trim(), p.name).not.toBe('');
    }
  });

  it('the demo doctor has clinics in two cities and a video practice, each offering slots', async () => {
    const [doc] = await server.db
      .select({ id: doctors.id })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
    const { by, withHours } = await practicesByDoctor();
    const mine = by.get(doc!.id)!;
    const cities = mine.filter((p) => p.kind === 'clinic').map((p) => p.location!.city);
    expect(new Set(cities).size).toBe(2);
    expect(mine.filter((p) => p.kind === 'video')).toHaveLength(1);
    expect(mine.every((p) => withHours.has(p.id))).toBe(true);
  });
});

describe('the demo patient’s appointments', () => {
  it('include a scheduled video visit with the demo doctor, and every one names its practice', async () => {
    const login = await server.post('/auth/login', DEMO_ACCOUNTS.patient);
    const token = login.body.data.token as string;
    const res = await server.get('/appointments?limit=100', { token });
    const list: {
      status: string;
      mode: string;
      fee: number;
      startTime: string;
      doctor: { name: string };
      practiceId: string | null;
      practice: { kind: string; location: unknown; name: string } | null;
    }[] = res.body.data.appointments;
    const video = list.filter((a) => a.mode === 'video' && a.status === 'scheduled');
    expect(video.length).toBeGreaterThanOrEqual(1);
    expect(video[0]!.doctor.name).toBe(DEMO_ACCOUNTS.doctor.name);
    expect(video[0]!.practice).toMatchObject({ kind: 'video', location: null });
    expect(Date.parse(video[0]!.startTime)).toBeGreaterThan(server.clock.now().getTime());
    expect(list.filter((a) => a.mode === 'in_person').length).toBeGreaterThan(0);
    for (const a of list) {
      expect(a.practiceId).toEqual(expect.any(String));
      expect(a.practice?.name).toEqual(expect.any(String));
    }
    // Every demo appointment names its practice, the reviewers' visits too.
    const unnamed = await server.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(or(isNull(appointments.practiceId), isNull(appointments.practice)));
    expect(unnamed).toEqual([]);
  });
});

describe("the demo doctor's front desk", () => {
  it("signs in with the demo desk account and works both of the demo doctor's clinics", async () => {
    const { email, password } = DEMO_ACCOUNTS.desk;
    const login = await server.post('/auth/login', { email, password });
    expect(login.body.data.user.role).toBe('desk');
    const res = await server.get('/desk/practices', { token: login.body.data.token });
    const clinics = (await practicesByDoctor()).rows
      .filter((p) => p.email === DEMO_ACCOUNTS.doctor.email && p.kind === 'clinic')
      .map((p) => p.id);
    expect(clinics.length).toBe(2);
    expect(res.body.data.practices.map((p: { id: string }) => p.id).sort()).toEqual(clinics.sort());
    expect(res.body.data.practices[0].doctorName).toBe(DEMO_ACCOUNTS.doctor.name);
  });
});
