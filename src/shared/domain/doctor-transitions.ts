import type { AppointmentStatus } from '../schemas/appointment';
import { type TransitionAction, targetsFrom, transition } from './appointment-transitions';

/** The statuses a doctor may set (ADR 007, "Appointment status, doctor actions"). */
export const DOCTOR_TARGET_STATUSES = ['scheduled', 'completed', 'cancelled', 'no-show'] as const;
export type DoctorTargetStatus = (typeof DOCTOR_TARGET_STATUSES)[number];

export type DoctorAction = TransitionAction<'doctor'>;

/**
 * What a doctor's status change means from the current status: the doctor's row of the
 * transition table; `same` when the appointment already holds the target (the app refuses it
 * before sending, the server with 409 "Appointment is already {status}"); `refused` otherwise
 * (the same 409).
 */
export function doctorTransition(
  from: AppointmentStatus,
  to: DoctorTargetStatus,
): DoctorAction | 'same' | 'refused' {
  return transition('doctor', from, to);
}

/** The actions a status offers the doctor, for the buttons of the appointments screen. */
export function doctorActions(from: AppointmentStatus): DoctorTargetStatus[] {
  return targetsFrom('doctor', from) as DoctorTargetStatus[];
}
