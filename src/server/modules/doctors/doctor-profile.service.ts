import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { doctors, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/errors';
import { toIntervals } from '#shared/domain/availability';
import { type Doctor, WEEKDAYS } from '#shared/schemas/doctor';
import {
  type DoctorProfileUpdate,
  type OutsideHoursBooking,
  PROFILE_MSG,
} from '#shared/schemas/doctor-profile';
import type { PracticeInput } from '#shared/schemas/practice';
import { audit } from '../audit/audit.service';
import { weeklyHours } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';
import { offerNewHours } from '../waitlist/waitlist-triggers';
import { findDoctorRow, withAvailability } from './doctor.view';
import { ownDoctorId } from './doctors.service';
import { bookingsOutsideHours } from './outside-hours';
import { assertFeeInRange, practiceOf } from './practice';
import {
  hoursClashError,
  isHoursClash,
  withMirrorEdits,
  writeFirstClinicHours,
  writePractices,
} from './practices.service';
import { firstClinicOf, practicesOf } from './practices.view';

const weekOf = (p: PracticeInput) => WEEKDAYS.map((day) => p.availability[day]);

/** The own profile carries its version: the `updatedAt` a save sends back (ADR 114). */
export type OwnProfile = Doctor & { updatedAt: string };

/** GET /doctors/profile: the signed-in doctor's own profile with the weekly availability. */
export async function getOwnProfile(
  { db }: Pick<Deps, 'db'>,
  user: Pick<UserActor, 'id'>,
): Promise<OwnProfile> {
  const row = await findDoctorRow(db, eq(doctors.userId, user.id));
  // ADR 078: 'Doctor profile not found. Please contact support.' is the screen's text for this.
  if (!row) throw notFound('Doctor');
  const [doctor] = await withAvailability(db, [row]);
  return { ...doctor!, updatedAt: row.doctor.updatedAt.toISOString() };
}

/**
 * Optimistic concurrency (ADR 114): a save that names the version it was edited from is
 * refused when the profile changed since (another device, a slot toggled), so an old copy
 * never sends back practices or hours it did not know about. Without a version, as before.
 */
async function nextVersion(tx: DbOrTx, doctorId: string, version: string | undefined, now: Date) {
  const [row] = await tx
    .select({ updatedAt: doctors.updatedAt })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  const current = row?.updatedAt.getTime() ?? 0;
  if (version !== undefined && current !== Date.parse(version)) {
    throw conflict(PROFILE_MSG.stale, 'PROFILE_CHANGED');
  }
  // Two saves within one millisecond still get two versions.
  return new Date(Math.max(now.getTime(), current + 1));
}

/** The seed-era fields of the doctor row from the first clinic practice (ADR 112). */
function mirrorOf(input: DoctorProfileUpdate, first: PracticeInput) {
  const place = first.location;
  const phone = first.phone;
  return {
    clinicName: first.name,
    consultationFee: first.fee,
    location: place
      ? {
          address: place.address,
          city: place.city,
          state: input.location?.state ?? '',
          country: place.country,
          zipCode: input.location?.zipCode ?? '',
          ...(place.coordinates ? { coordinates: place.coordinates } : {}),
        }
      : null,
    city: place?.city || null,
    contactInfo: input.contactInfo
      ? { ...input.contactInfo, phone }
      : phone
        ? { phone, email: '', website: '' }
        : null,
  };
}

/**
 * PUT /doctors/profile: the whole profile and the weekly hours, in one transaction. With
 * `practices`, the practices are written and the seed-era fields follow the first clinic
 * practice; without, those fields update the first clinic practice and `availability` replaces
 * its hours only (ADR 112). The slots patients see change at once;
 * bookings already made are never touched, and those now outside the hours come back in
 * `outsideHours`.
 */
export async function updateOwnProfile(
  deps: Deps,
  user: UserActor,
  input: DoctorProfileUpdate,
): Promise<OwnProfile & { outsideHours: OutsideHoursBooking[] }> {
  const { db, now } = deps;
  const settings = await getSettings(db);
  const before = await weeklyHours(db, await ownDoctorId(db, user.id));
  let doctorId: string;
  try {
    doctorId = await db.transaction(async (tx) => {
      const id = await ownDoctorId(tx, user.id, true);
      const updatedAt = await nextVersion(tx, id, input.version, now());
      const stored = (await practicesOf(tx, [id])).get(id) ?? [];
      const edited = input.practices && withMirrorEdits(input, input.practices);
      const practices = edited?.practices;
      if (!edited || edited.feeEdited) assertFeeInRange(input.consultationFee, settings);
      await tx
        .update(users)
        .set({ name: input.name, updatedAt: now() })
        .where(eq(users.id, user.id));
      let details: string;
      if (practices) {
        await writePractices(tx, id, practices, stored, { now: now(), settings });
        const intervals = practices.reduce((n, p) => n + toIntervals(weekOf(p)).length, 0);
        details = `Profile and ${practices.length} practices saved (${intervals} working intervals)`;
      }
      // With practices, the mirror is written after them, so the trigger that carries the
      // doctor row into the first clinic practice finds it already equal (ADR 112).
      await tx
        .update(doctors)
        .set({
          gender: input.gender || null,
          ...practiceOf(input),
          about: input.about,
          services: input.services,
          languages: input.languages,
          awards: input.awards,
          contactInfo: input.contactInfo,
          location: input.location,
          city: input.location?.city || null,
          ...(practices ? mirrorOf(input, firstClinicOf(practices)!) : {}),
          education: input.education,
          certifications: input.certifications,
          updatedAt,
        })
        .where(eq(doctors.id, id));
      if (!practices) {
        const n = await writeFirstClinicHours(tx, id, input.clinicName, input.availability, stored);
        details = `Profile and weekly availability saved (${n} working intervals)`;
      }
      await audit(
        deps,
        user,
        { action: 'update', resource: 'doctor', resourceId: id, details: details! },
        tx,
      );
      return id;
    });
  } catch (error) {
    if (isHoursClash(error)) throw hoursClashError();
    throw error;
  }
  // New hours go to the waitlist on the dates people wait for (ADR 101).
  await offerNewHours(deps, doctorId, before);
  const outsideHours = await bookingsOutsideHours(db, doctorId, now(), settings.timezone);
  return { ...(await getOwnProfile(deps, user)), outsideHours };
}
