import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import type { Tx } from '../client';
import { doctorAvailability, doctorPractices } from '../schema/index';
import {
  type DemoPlace,
  EVENING_CLINICS,
  NEARBY,
  PLACES,
  PRACTICE_CITIES,
  type PracticeCity,
  VIDEO_PRACTICE_NAME,
} from './demo-places';

type Hours = { weekdays: number[]; start: number; end: number }[];
const at = (hh: number, mm = 0) => hh * 60 + mm;

/**
 * Where demo doctor `n` practises (ADR 112). Every third has an evening clinic besides the
 * morning one (every sixth in the nearby city, the demo doctor's in Rawalpindi while the
 * morning OPD is in Islamabad); every second has a video practice. Hours never overlap: the
 * morning practice 09:00–14:00 when there are others (09:00–17:00 otherwise), evenings 17:00–21:00
 * Monday to Thursday, video 15:00–16:30 on two or three weekdays, and never on Saturday.
 */
export function practicePlan(n: number) {
  const city = PRACTICE_CITIES[n % PRACTICE_CITIES.length]!;
  const places = PLACES[city];
  const first = places[n % places.length]!;
  const hasEvening = n % 3 === 0;
  const hasVideo = n % 2 === 0;
  const saturday = n % 3 === 0;
  const morningEnd = hasEvening || hasVideo ? at(14) : at(17);
  const firstHours: Hours = [{ weekdays: [1, 2, 3, 4, 5], start: at(9), end: morningEnd }];
  if (saturday) firstHours.push({ weekdays: [6], start: at(9), end: at(13) });
  const eveningCity: PracticeCity = n % 6 === 0 ? NEARBY[city] : city;
  const eveningPlaces = PLACES[eveningCity];
  const evening = hasEvening
    ? {
        city: eveningCity,
        name: EVENING_CLINICS[(n / 3) % EVENING_CLINICS.length]!,
        // Across town when in the same city: never the morning practice's address.
        place: eveningPlaces[(n + 1) % eveningPlaces.length]!,
        hours: [{ weekdays: [1, 2, 3, 4], start: at(17), end: at(21) }] as Hours,
      }
    : null;
  const video = hasVideo
    ? { hours: [{ weekdays: n % 4 === 0 ? [1, 3, 5] : [2, 4], start: at(15), end: at(16, 30) }] }
    : null;
  return { city, first, firstHours, evening, video };
}
export type PracticePlan = ReturnType<typeof practicePlan>;

const { min, max } = DEFAULT_SETTINGS.consultationFeeRange;
const clampFee = (fee: number) => Math.min(max, Math.max(min, fee));

const clinicLocation = (place: DemoPlace, city: string) => ({
  address: place.address,
  city,
  area: place.area,
  landmark: place.landmark,
  country: 'Pakistan',
});

const intervals = (doctorId: string, practiceId: string, hours: Hours) =>
  hours.flatMap((h) =>
    h.weekdays.map((weekday) => ({
      doctorId,
      practiceId,
      weekday,
      startMinute: h.start,
      endMinute: h.end,
    })),
  );

export type SeededPractice = { id: string; fee: number };

/**
 * The doctor row's insert made its first clinic practice (the mirror, migration 0024): it gets
 * its area and landmark here; the evening clinic and the video practice follow, then every
 * practice's weekly hours.
 */
export async function seedPractices(
  tx: Tx,
  doctor: { id: string; consultationFee: number; phone: string },
  plan: PracticePlan,
): Promise<{ first: SeededPractice; evening?: SeededPractice; video?: SeededPractice }> {
  const [first] = await tx
    .update(doctorPractices)
    .set({ location: clinicLocation(plan.first, plan.city) })
    .where(eq(doctorPractices.doctorId, doctor.id))
    .returning({ id: doctorPractices.id, fee: doctorPractices.fee });
  if (!first) throw new Error('the doctor row made no first clinic practice');
  const rows = [...intervals(doctor.id, first.id, plan.firstHours)];
  let evening: SeededPractice | undefined;
  let video: SeededPractice | undefined;
  if (plan.evening) {
    [evening] = await tx
      .insert(doctorPractices)
      .values({
        doctorId: doctor.id,
        position: 1,
        kind: 'clinic',
        name: `${plan.evening.name}, ${plan.evening.place.area}`,
        location: clinicLocation(plan.evening.place, plan.evening.city),
        phone: plan.evening.place.phone,
        fee: clampFee(doctor.consultationFee + 500),
      })
      .returning({ id: doctorPractices.id, fee: doctorPractices.fee });
    rows.push(...intervals(doctor.id, evening!.id, plan.evening.hours));
  }
  if (plan.video) {
    [video] = await tx
      .insert(doctorPractices)
      .values({
        doctorId: doctor.id,
        position: 2,
        kind: 'video',
        name: VIDEO_PRACTICE_NAME,
        location: null,
        phone: doctor.phone,
        fee: clampFee(doctor.consultationFee - 500),
      })
      .returning({ id: doctorPractices.id, fee: doctorPractices.fee });
    rows.push(...intervals(doctor.id, video!.id, plan.video.hours));
  }
  await tx.insert(doctorAvailability).values(rows);
  return { first, evening, video };
}
