import { eq } from 'drizzle-orm';
import { doctorAvailability, doctorPractices } from '#server/db/schema/index';
import type { PracticeLocation } from '#shared/schemas/practice';
import { EVERY_DAY, insertDoctor } from './booking-fixtures';
import type { TestServer } from './test-server';

type Clinic = { name: string; fee: number; phone: string; location: PracticeLocation };
type Video = { name: string; fee: number; phone: string };

const minutes = (hh: number, mm = 0) => hh * 60 + mm;

/**
 * A doctor with a morning OPD 09:00–14:00, a video practice 15:00–16:30 and an evening clinic
 * 17:00–21:00, every day (ADR 112), written as the profile save writes them: the OPD is the first
 * clinic the doctor row mirrors, the others follow in that order.
 */
export async function insertDoctorWithPractices(
  server: Pick<TestServer, 'db'>,
  { name, opd, evening, video }: { name: string; opd: Clinic; evening: Clinic; video: Video },
) {
  const made = await insertDoctor(server as TestServer, {
    name,
    clinicName: opd.name,
    consultationFee: opd.fee,
    contactInfo: { phone: opd.phone, email: '', website: '' },
    location: { ...opd.location, state: '', zipCode: '' },
    weekdays: [],
  });
  const doctorId = made.doctor.id;
  const [first] = await server.db
    .update(doctorPractices)
    .set({ location: opd.location })
    .where(eq(doctorPractices.doctorId, doctorId))
    .returning();
  const [second, online] = await server.db
    .insert(doctorPractices)
    .values([
      { doctorId, position: 1, kind: 'clinic' as const, ...evening },
      { doctorId, position: 2, kind: 'video' as const, location: null, ...video },
    ])
    .returning();
  const hours = (practiceId: string, start: number, end: number) =>
    EVERY_DAY.map((weekday) => ({
      doctorId,
      practiceId,
      weekday,
      startMinute: start,
      endMinute: end,
    }));
  await server.db
    .insert(doctorAvailability)
    .values([
      ...hours(first!.id, minutes(9), minutes(14)),
      ...hours(online!.id, minutes(15), minutes(16, 30)),
      ...hours(second!.id, minutes(17), minutes(21)),
    ]);
  return { ...made, opd: first!, evening: second!, video: online! };
}
