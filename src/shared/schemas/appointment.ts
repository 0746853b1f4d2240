import type { CallRecord } from './call';
import type { VisitSource } from './desk';
import type { AppointmentFamilyMember } from './family-member';
import type { AppointmentMode, AppointmentPractice } from './practice';
import type { AppointmentRefund } from './refund';

/** ADR 079's appointment types and statuses. */
export const APPOINTMENT_TYPES = ['consultation', 'follow-up', 'emergency'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_STATUSES = [
  'pending',
  'scheduled',
  'completed',
  'cancelled',
  'no-show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The reason a booking not confirmed within 15 minutes is released with (ADR 007). */
export const UNCONFIRMED_RELEASE_REASON = 'Booking not confirmed in time';

/** Where the doctor receives patients (the doctor's location without coordinates). */
export type AppointmentClinicAddress = {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
};

/** The Appointment of /api/openapi.json: times are ISO UTC; date and time are clinic time. */
export type Appointment = {
  _id: string;
  id: string;
  doctorId: string;
  patientId: string;
  doctor: {
    _id: string;
    userId: string;
    name: string;
    specialization: string;
    clinicName: string;
    image: string | null;
    /** Present when the doctor has given a location. */
    location?: AppointmentClinicAddress;
  };
  /**
   * How the patient came (ADR 157): `app` a booking; `walk_in` or `phone_call` registered at the
   * desk, with no account: `patientId` and `patient._id` are then the register's id, with no
   * e-mail. Copies a device kept from before the desk lack it.
   */
  source?: VisitSource;
  /** The account holder who booked: the contact, even when the visit is a family member's. */
  patient: { _id: string; name: string; email: string; phone?: string; avatar?: string };
  /**
   * The family member the appointment is for; null when it is the account holder's own (ADR 095).
   * The server always sends it; copies a device kept from before it existed lack it.
   */
  familyMember?: AppointmentFamilyMember | null;
  /**
   * Where the visit is (ADR 112): the practice booked, null once the doctor removed it; `practice`
   * its details as they were at booking (a later edit does not change them; `location` is null
   * for video); `mode` how the visit happens. The server always sends all three; copies a device
   * kept from before practices lack them.
   */
  practiceId?: string | null;
  practice?: AppointmentPractice | null;
  mode?: AppointmentMode;
  startTime: string;
  endTime: string;
  /** yyyy-MM-dd on the clinic calendar. */
  date: string;
  /** HH:mm on the clinic clock. */
  time: string;
  duration: number;
  type: AppointmentType;
  reason: string;
  status: AppointmentStatus;
  cancellationReason?: string;
  /** PKR: the practice's fee at booking. */
  fee: number;
  /**
   * The payment ledger as the appointment sees it (ADR 107): `status` is `refunded` once a refund
   * succeeded; `amount` is what was charged (0 when nothing was); `noRefundReason` is the policy's
   * reason when a cancellation refunded nothing. Copies kept from before refunds lack the extras.
   */
  payment: {
    method: string | null;
    status: PaymentStatus;
    amount?: number;
    refunds?: AppointmentRefund[];
    noRefundReason?: string;
  };
  notes?: string;
  /**
   * A video visit's record (ADR 113): opened, first joined by both, last ended, duration; no
   * content. The server always sends it (all null for an in-person visit or a call never held).
   */
  call?: CallRecord;
  createdAt: string;
  updatedAt: string;
};
