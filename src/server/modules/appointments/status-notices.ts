import type { StatusChanger, TransitionAction } from '#shared/domain/appointment-transitions';
import { type NotificationData, notificationData } from '#shared/domain/notification-texts';
import type { AppointmentRow } from '../scheduling/appointment.view';

type Notice = {
  /** The other party: the one who did not make the change. */
  to: 'patient' | 'doctor';
  data: (row: AppointmentRow, reason: string) => NotificationData;
};

const start = (row: AppointmentRow) => row.appointment.startTime.toISOString();
const doctorName = (row: AppointmentRow) => `Dr. ${row.doctorName}`;
/** A family member's appointment is worded with the member's name, not "your" (ADR 095). */
export const forMember = (row: AppointmentRow) =>
  row.familyMember ? { memberName: row.familyMember.name } : {};

/**
 * The notification (and, when the setting emailNotifications is on, its e-mail) each status
 * change sends (ADR 007). A change this table leaves out tells no one: completion and a no-show
 * by the doctor, and the administrator's other changes.
 */
export const STATUS_NOTICES: {
  [B in StatusChanger]: Partial<Record<TransitionAction<B>, Notice>>;
} = {
  patient: {
    cancel: {
      to: 'doctor',
      data: (row, reason) =>
        notificationData('APPOINTMENT_CANCELLED', {
          patientName: row.patient.name,
          start: start(row),
          reason,
        }),
    },
  },
  doctor: {
    approve: {
      to: 'patient',
      data: (row) =>
        notificationData('APPOINTMENT_CONFIRMED', {
          doctorName: doctorName(row),
          start: start(row),
          ...forMember(row),
        }),
    },
    reject: {
      to: 'patient',
      data: (row, reason) =>
        notificationData('APPOINTMENT_REJECTED', {
          doctorName: doctorName(row),
          start: start(row),
          ...forMember(row),
          reason,
        }),
    },
    cancel: {
      to: 'patient',
      data: (row, reason) =>
        notificationData('APPOINTMENT_CANCELLED_BY_DOCTOR', {
          doctorName: doctorName(row),
          start: start(row),
          ...forMember(row),
          reason,
        }),
    },
  },
  admin: {
    confirm: {
      to: 'patient',
      data: (row) =>
        notificationData('APPOINTMENT_CONFIRMED_BY_CLINIC', {
          doctorName: doctorName(row),
          start: start(row),
          ...forMember(row),
        }),
    },
    cancel: {
      to: 'patient',
      data: (row, reason) =>
        notificationData('APPOINTMENT_CANCELLED_BY_CLINIC', {
          doctorName: doctorName(row),
          start: start(row),
          ...forMember(row),
          reason,
        }),
    },
  },
  system: {
    expire: {
      to: 'patient',
      // The expiry text names the doctor as the reminder does, without the title.
      data: (row) =>
        notificationData('APPOINTMENT_EXPIRED', {
          doctorName: row.doctorName,
          start: start(row),
          ...forMember(row),
        }),
    },
  },
};

export function noticeFor<B extends StatusChanger>(by: B, action: TransitionAction<B>) {
  const row: Partial<Record<TransitionAction<B>, Notice>> = STATUS_NOTICES[by];
  return row[action] ?? null;
}
