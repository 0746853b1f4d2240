import { eq } from 'drizzle-orm';
import type { AuthUser, Deps } from '#server/context';
import { appointments, doctors } from '#server/db/schema/index';
import { ApiError, forbidden, notFound } from '#server/lib/errors';
import { notificationData } from '#shared/domain/notification-texts';
import { UNCONFIRMED_RELEASE_REASON } from '#shared/schemas/appointment';
import { BOOKING_MSG, type InitiateBookingInput } from '#shared/schemas/booking';
import { isId } from '#shared/schemas/common';
import { findDoctorRow } from '../doctors/doctor.view';
import { isBookable } from '../doctors/doctors.service';
import { ownFamilyMember } from '../family-members/family-member.view';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { loadAppointment, viewAppointment } from '../scheduling/appointment.view';
import { isStaleHold, releaseStaleHolds } from '../scheduling/holds';
import { assertSlotBookable, isOverlapViolation, slotTakenError } from '../scheduling/occupancy';
import { doctorsPractice } from '../scheduling/practices';
import { lockDoctorSlots, takeOffer } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';
import { type OpenedSlot, offerOpenedSlots } from '../waitlist/waitlist-offers';

/** Released holds' slots go to the waitlist; answers nothing, as an after-commit step. */
const offerFreed = async (deps: BookingDeps, slots: OpenedSlot[]) => {
  await offerOpenedSlots(deps, slots);
};

type BookingDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>;

/** A verified, bookable doctor by id; anything else is 404 'Doctor not found'. */
export async function bookableDoctor(deps: BookingDeps, id: string) {
  const row = isId(id) ? await findDoctorRow(deps.db, eq(doctors.id, id)) : undefined;
  if (!row || !isBookable(row)) throw notFound('Doctor');
  return row;
}

/**
 * Initiate (ADR 007): a pending, unconfirmed appointment that holds the slot for 15 minutes. Per
 * doctor the check and the insert run under an advisory lock, so maxAppointmentsPerDay holds
 * under concurrency; the exclusion constraint is the last word on overlaps. The visit is at the
 * practice named, or else at the one whose hours hold the slot, for that practice's fee; the
 * appointment keeps the practice's details as they are now (ADR 112).
 */
export async function initiateBooking(
  deps: BookingDeps,
  patient: AuthUser,
  input: InitiateBookingInput,
) {
  const doctor = await bookableDoctor(deps, input.doctorId);
  const settings = await getSettings(deps.db);
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  const now = deps.now();
  let booked: { id: string; fee: number };
  let released: OpenedSlot[] = [];
  try {
    booked = await deps.db.transaction(async (tx) => {
      // Only the caller's own current member (ADR 095); anything else is 404.
      const member = input.familyMemberId
        ? await ownFamilyMember(tx, patient.id, input.familyMemberId)
        : null;
      const named = input.practiceId
        ? await doctorsPractice(tx, doctor.doctor.id, input.practiceId)
        : undefined;
      await lockDoctorSlots(tx, doctor.doctor.id);
      released = await releaseStaleHolds(tx, now, doctor.doctor.id);
      // A slot the waitlist holds is free only to the person it is held for (ADR 101).
      const holder = { patientId: patient.id, familyMemberId: member?.id ?? null };
      const heldBy = await assertSlotBookable(tx, doctor.doctor, start, end, now, {
        settings,
        holder,
        practice: named,
      });
      const practice = named ?? (await doctorsPractice(tx, doctor.doctor.id, heldBy));
      const [row] = await tx
        .insert(appointments)
        .values({
          doctorId: doctor.doctor.id,
          patientId: patient.id,
          familyMemberId: member?.id ?? null,
          startTime: start,
          endTime: end,
          // The practice's details and the mode follow from it (migration 0025).
          practiceId: practice.id,
          type: input.type,
          reason: input.reason,
          status: 'pending',
          fee: practice.fee,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: appointments.id });
      await takeOffer(tx, { doctorId: doctor.doctor.id, start }, holder, now);
      return { id: row.id, fee: practice.fee };
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTakenError();
    throw error;
  }
  await offerOpenedSlots(deps, released);
  const appointment = await viewAppointment(deps.db, booked.id, settings.timezone);
  return { appointment, fee: booked.fee };
}

/**
 * Confirm (ADR 007): payment method cash, status pending. Confirming twice answers the same
 * appointment; a hold older than 15 minutes is released and refused. The doctor is notified
 * here, not at initiate, so that a booking never confirmed never reaches the doctor.
 */
export async function confirmBooking(deps: BookingDeps, patient: AuthUser, appointmentId: string) {
  if (!isId(appointmentId)) throw notFound('Appointment');
  const now = deps.now();
  const settings = await getSettings(deps.db);
  const { outcome, afterCommit } = await deps.db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!a) throw notFound('Appointment');
    if (a.patientId !== patient.id) throw forbidden();
    if (a.confirmedAt) return { outcome: 'already' as const };
    if (a.status === 'cancelled') {
      return {
        outcome:
          a.cancellationReason === UNCONFIRMED_RELEASE_REASON
            ? ('expired' as const)
            : ('cancelled' as const),
      };
    }
    if (isStaleHold(a, now)) {
      const released = await releaseStaleHolds(tx, now, a.doctorId);
      return { outcome: 'expired' as const, afterCommit: () => offerFreed(deps, released) };
    }
    await tx
      .update(appointments)
      .set({ confirmedAt: now, paymentMethod: 'cash', paymentStatus: 'pending', updatedAt: now })
      .where(eq(appointments.id, a.id));
    // ADR 007: the doctor's notification is part of the confirmation; its e-mail goes after commit.
    const row = await loadAppointment(tx, appointmentId);
    const data = notificationData('APPOINTMENT_BOOKED', {
      patientName: row.patient.name,
      appointmentType: a.type,
      start: a.startTime.toISOString(),
    });
    const mail = await notifyAboutAppointment(deps, row, 'doctor', data, settings.timezone, tx);
    return { outcome: 'confirmed' as const, afterCommit: mail };
  });
  if (outcome === 'expired') {
    await afterCommit?.();
    throw new ApiError(409, BOOKING_MSG.expired, { code: 'BOOKING_EXPIRED' });
  }
  if (outcome === 'cancelled')
    throw new ApiError(409, BOOKING_MSG.cancelled, { code: 'BOOKING_CANCELLED' });
  await afterCommit?.();
  return { appointment: await viewAppointment(deps.db, appointmentId, settings.timezone) };
}
