import type { AppointmentStatus } from '../schemas/appointment';

/** The statuses a doctor may set (ADR 007, "Appointment status, doctor actions"). */
export const DOCTOR_TARGET_STATUSES = ['scheduled', 'completed', 'cancelled', 'no-show'] as const;
export type DoctorTargetStatus = (typeof DOCTOR_TARGET_STATUSES)[number];

export type DoctorAction = 'approve' | 'reject' | 'complete' | 'no-show' | 'cancel';

const TABLE: Partial<Record<AppointmentStatus, Partial<Record<DoctorTargetStatus, DoctorAction>>>> =
  {
    pending: { scheduled: 'approve', cancelled: 'reject' },
    scheduled: { completed: 'complete', 'no-show': 'no-show', cancelled: 'cancel' },
  };

/**
 * What a doctor's status change means from the current status: an action of the table; `same`
 * when the appointment already holds the target (the app refuses it before sending, the server
 * with 409 "Appointment is already {status}"); `refused` otherwise (the same 409).
 */
export function doctorTransition(
  from: AppointmentStatus,
  to: DoctorTargetStatus,
): DoctorAction | 'same' | 'refused' {
  if (from === to) return 'same';
  return TABLE[from]?.[to] ?? 'refused';
}

/** The actions a status offers the doctor, for the buttons of the appointments screen. */
export function doctorActions(from: AppointmentStatus): DoctorTargetStatus[] {
  return Object.keys(TABLE[from] ?? {}) as DoctorTargetStatus[];
}
