import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { doctorAvailability, doctors, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { toIntervals } from '#shared/domain/availability';
import type { Doctor } from '#shared/schemas/doctor';
import { WEEKDAYS } from '#shared/schemas/doctor';
import type { DoctorProfileUpdate, OutsideHoursBooking } from '#shared/schemas/doctor-profile';
import { audit } from '../audit/audit.service';
import { weeklyHours } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';
import { offerNewHours } from '../waitlist/waitlist-triggers';
import { findDoctorRow, withAvailability } from './doctor.view';
import { ownDoctorId } from './doctors.service';
import { bookingsOutsideHours } from './outside-hours';
import { assertFeeInRange, practiceOf } from './practice';

/** GET /doctors/profile: the signed-in doctor's own profile with the weekly availability. */
export async function getOwnProfile(
  { db }: Pick<Deps, 'db'>,
  user: Pick<UserActor, 'id'>,
): Promise<Doctor> {
  const row = await findDoctorRow(db, eq(doctors.userId, user.id));
  // ADR 078: 'Doctor profile not found. Please contact support.' is the screen's text for this.
  if (!row) throw notFound('Doctor');
  const [doctor] = await withAvailability(db, [row]);
  return doctor;
}

/**
 * PUT /doctors/profile: the whole profile and the weekly availability, in one transaction.
 * Availability is replaced, so the slots patients see change at once; bookings already made are
 * never touched, and those now outside the hours come back in `outsideHours`.
 */
export async function updateOwnProfile(
  deps: Deps,
  user: UserActor,
  input: DoctorProfileUpdate,
): Promise<Doctor & { outsideHours: OutsideHoursBooking[] }> {
  const { db, now } = deps;
  const settings = await getSettings(db);
  assertFeeInRange(input.consultationFee, settings);
  const before = await weeklyHours(db, await ownDoctorId(db, user.id));
  const doctorId = await db.transaction(async (tx) => {
    const id = await ownDoctorId(tx, user.id, true);
    await tx.update(users).set({ name: input.name, updatedAt: now() }).where(eq(users.id, user.id));
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
        education: input.education,
        certifications: input.certifications,
        updatedAt: now(),
      })
      .where(eq(doctors.id, id));
    await tx.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, id));
    const rows = toIntervals(WEEKDAYS.map((day) => input.availability[day]));
    if (rows.length > 0) {
      await tx.insert(doctorAvailability).values(rows.map((r) => ({ ...r, doctorId: id })));
    }
    await audit(
      deps,
      user,
      {
        action: 'update',
        resource: 'doctor',
        resourceId: id,
        details: `Profile and weekly availability saved (${rows.length} working intervals)`,
      },
      tx,
    );
    return id;
  });
  // New hours go to the waitlist on the dates people wait for (ADR 101).
  await offerNewHours(deps, doctorId, before);
  const outsideHours = await bookingsOutsideHours(db, doctorId, now(), settings.timezone);
  return { ...(await getOwnProfile(deps, user)), outsideHours };
}
