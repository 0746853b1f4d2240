import type { AppointmentStatus } from '../schemas/appointment';
import { type TransitionAction, targetsFrom, transition } from './appointment-transitions';
import { clinicDateOf } from './clinic-time';

/** The statuses a doctor may set (ADR 007, "Appointment status, doctor actions"). */
export const DOCTOR_TARGET_STATUSES = ['scheduled', 'completed', 'cancelled', 'no-show'] as const;
export type DoctorTargetStatus = (typeof DOCTOR_TARGET_STATUSES)[number];

export type DoctorAction = TransitionAction<'doctor'>;

/** Why a doctor may not yet record a visit's outcome (ADR 143): the 409's words, in Urdu too. */
export const DOCTOR_TIMING_MSG = {
  completeBeforeDay: 'A visit can be marked completed only from the day of the visit',
  noShowBeforeStart: 'A visit can be marked no-show only after its start time',
} as const;

/** When the visit is, and when and where (the clinic's zone, ADR 005) the doctor asks. */
export type VisitClock = { startTime: string | Date | undefined; now: Date; timeZone: string };

/**
 * ADR 143: the doctor may mark a visit completed from the start of its day in clinic time (a
 * patient is often seen early the same day), never for a later day; no-show only once its start
 * has passed. Answers the refusal's words, or null when the time allows the change. A visit
 * whose start cannot be read allows neither.
 */
export function doctorTooEarly(to: AppointmentStatus, clock: VisitClock): string | null {
  const start = clock.startTime === undefined ? Number.NaN : new Date(clock.startTime).getTime();
  if (to === 'completed') {
    const day = Number.isNaN(start) ? null : clinicDateOf(start, clock.timeZone);
    const today = clinicDateOf(clock.now, clock.timeZone);
    // 'yyyy-MM-dd' strings compare as the dates they name.
    return day && today && today >= day ? null : DOCTOR_TIMING_MSG.completeBeforeDay;
  }
  if (to === 'no-show') {
    return clock.now.getTime() >= start ? null : DOCTOR_TIMING_MSG.noShowBeforeStart;
  }
  return null;
}

/**
 * What a doctor's status change means from the current status: the doctor's row of the
 * transition table; `same` when the appointment already holds the target (the app refuses it
 * before sending, the server with 409 "Appointment is already {status}"); `refused` otherwise
 * (the same 409). The time of the visit is checked apart, by doctorTooEarly.
 */
export function doctorTransition(
  from: AppointmentStatus,
  to: DoctorTargetStatus,
): DoctorAction | 'same' | 'refused' {
  return transition('doctor', from, to);
}

/**
 * The actions a status offers the doctor at this time, for the buttons of the appointments
 * screen: the table's row less what doctorTooEarly refuses, so that the offline queue never
 * holds a change the server will refuse (ADR 143).
 */
export function doctorActions(from: AppointmentStatus, clock: VisitClock): DoctorTargetStatus[] {
  return (targetsFrom('doctor', from) as DoctorTargetStatus[]).filter(
    (to) => !doctorTooEarly(to, clock),
  );
}
