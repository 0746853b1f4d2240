import type { AppointmentType } from '../schemas/appointment';
import { formatClinicDate, formatClinicTime } from './clinic-time';
import { formatPKR } from './money';

/**
 * The texts of the notifications the server creates (ADR 007, ADR 010), one entry per kind. The
 * server stores the English text it fills from here (what e-mail and variant 2 carry) beside the
 * kind and the raw params, so the app can fill the same template in the reader's language
 * (ADR 066).
 *
 * Templates use the app catalog's `{name}` placeholders and are its message ids. An `instant`
 * param `start` (an ISO 8601 time) fills `{startDate}` and `{startTime}`, so a language can
 * join date and time its own way; an `amount` is whole PKR.
 */
type ParamKind = 'name' | 'text' | 'instant' | 'amount' | 'number' | 'appointmentType';

type ParamValue = {
  name: string;
  text: string;
  instant: string;
  amount: number;
  number: number;
  appointmentType: AppointmentType;
};

type Entry = {
  /** The notification's `type` (several kinds may share one, e.g. two ways to cancel). */
  type: string;
  title: string;
  message: string;
  /**
   * The message when the appointment is a family member's (ADR 095): it names the member, filled
   * from the optional param `memberName`, where `message` says "your appointment".
   */
  forMember?: string;
  params: Record<string, ParamKind>;
};

export const NOTIFICATION_TEXTS = {
  APPOINTMENT_BOOKED: {
    type: 'APPOINTMENT_BOOKED',
    title: 'New appointment',
    message: '{patientName} booked a {appointmentType} on {startDate} at {startTime}.',
    params: { patientName: 'name', appointmentType: 'appointmentType', start: 'instant' },
  },
  APPOINTMENT_CONFIRMED: {
    type: 'APPOINTMENT_CONFIRMED',
    title: 'Appointment confirmed',
    message: '{doctorName} confirmed your appointment on {startDate} at {startTime}.',
    forMember:
      '{doctorName} confirmed the appointment for {memberName} on {startDate} at {startTime}.',
    params: { doctorName: 'name', start: 'instant' },
  },
  APPOINTMENT_REJECTED: {
    type: 'APPOINTMENT_CANCELLED',
    title: 'Appointment request declined',
    message:
      '{doctorName} declined your appointment request for {startDate} at {startTime}. Reason: {reason}',
    forMember:
      '{doctorName} declined the appointment request for {memberName} for {startDate} at {startTime}. Reason: {reason}',
    params: { doctorName: 'name', start: 'instant', reason: 'text' },
  },
  APPOINTMENT_CANCELLED: {
    type: 'APPOINTMENT_CANCELLED',
    title: 'Appointment cancelled',
    message:
      '{patientName} cancelled the appointment on {startDate} at {startTime}. Reason: {reason}',
    params: { patientName: 'name', start: 'instant', reason: 'text' },
  },
  APPOINTMENT_CANCELLED_BY_DOCTOR: {
    type: 'APPOINTMENT_CANCELLED',
    title: 'Appointment cancelled',
    message:
      '{doctorName} cancelled your appointment on {startDate} at {startTime}. Reason: {reason}',
    forMember:
      '{doctorName} cancelled the appointment for {memberName} on {startDate} at {startTime}. Reason: {reason}',
    params: { doctorName: 'name', start: 'instant', reason: 'text' },
  },
  APPOINTMENT_EXPIRED: {
    type: 'APPOINTMENT_CANCELLED',
    title: 'Appointment expired',
    message:
      'Your appointment with {doctorName} on {startDate} at {startTime} passed without being completed, so it was cancelled (Appointment Expired).',
    forMember:
      'The appointment for {memberName} with {doctorName} on {startDate} at {startTime} passed without being completed, so it was cancelled (Appointment Expired).',
    params: { doctorName: 'name', start: 'instant' },
  },
  APPOINTMENT_CONFIRMED_BY_CLINIC: {
    type: 'APPOINTMENT_CONFIRMED',
    title: 'Appointment confirmed',
    message:
      'The clinic confirmed your appointment with {doctorName} on {startDate} at {startTime}.',
    forMember:
      'The clinic confirmed the appointment for {memberName} with {doctorName} on {startDate} at {startTime}.',
    params: { doctorName: 'name', start: 'instant' },
  },
  APPOINTMENT_CANCELLED_BY_CLINIC: {
    type: 'APPOINTMENT_CANCELLED',
    title: 'Appointment cancelled',
    message:
      'The clinic cancelled your appointment with {doctorName} on {startDate} at {startTime}. Reason: {reason}',
    forMember:
      'The clinic cancelled the appointment for {memberName} with {doctorName} on {startDate} at {startTime}. Reason: {reason}',
    params: { doctorName: 'name', start: 'instant', reason: 'text' },
  },
  APPOINTMENT_RESCHEDULED: {
    type: 'APPOINTMENT_RESCHEDULED',
    title: 'Appointment rescheduled',
    message:
      '{patientName} moved the appointment on {fromDate} at {fromTime} to {toDate} at {toTime}.',
    params: { patientName: 'name', from: 'instant', to: 'instant' },
  },
  APPOINTMENT_REMINDER: {
    type: 'APPOINTMENT_REMINDER',
    title: 'Appointment reminder',
    message: 'Reminder: your appointment with {doctorName} is on {startDate} at {startTime}.',
    forMember:
      'Reminder: the appointment for {memberName} with {doctorName} is on {startDate} at {startTime}.',
    params: { doctorName: 'name', start: 'instant' },
  },
  REVIEW_RECEIVED: {
    type: 'REVIEW_RECEIVED',
    title: 'New review',
    message: '{authorName} rated you {rating} out of 5: “{reviewTitle}”',
    params: { authorName: 'name', rating: 'number', reviewTitle: 'text' },
  },
  DOCTOR_VERIFIED: {
    type: 'DOCTOR_VERIFIED',
    title: 'Application approved',
    message:
      'Your application has been approved. You can now sign in, and patients can find and book you.',
    params: {},
  },
  DOCTOR_REJECTED: {
    type: 'DOCTOR_REJECTED',
    title: 'Application rejected',
    message: 'Your application was rejected. Reason: {reason}',
    params: { reason: 'text' },
  },
  PAYMENT_RECEIVED: {
    type: 'PAYMENT_RECEIVED',
    title: 'Payment received',
    message: 'We received {amount} for your appointment with {doctorName}.',
    params: { amount: 'amount', doctorName: 'name' },
  },
  // A refund of a cancelled paid appointment (ADR 107): recorded, then confirmed by the provider.
  REFUND_ISSUED: {
    type: 'REFUND_ISSUED',
    title: 'Refund on its way',
    message: 'Refund of {amount} on its way',
    params: { amount: 'amount', doctorName: 'name' },
  },
  REFUND_COMPLETED: {
    type: 'REFUND_COMPLETED',
    title: 'Refunded',
    message: 'Refunded {amount} for your appointment with {doctorName}.',
    params: { amount: 'amount', doctorName: 'name' },
  },
  // patientName is the person seen: the account holder, or the family member booked for.
  PRESCRIPTION_READY: {
    type: 'PRESCRIPTION_READY',
    title: 'Prescription ready',
    message:
      '{doctorName} wrote the visit summary and prescription for {patientName} from the visit on {startDate}.',
    params: { doctorName: 'name', patientName: 'name', start: 'instant' },
  },
  PRESCRIPTION_AMENDED: {
    type: 'PRESCRIPTION_READY',
    title: 'Prescription amended',
    message:
      '{doctorName} amended the visit summary and prescription for {patientName} from the visit on {startDate}.',
    params: { doctorName: 'name', patientName: 'name', start: 'instant' },
  },
  // A slot held for a waiting patient (ADR 101); patientName is whom the entry is for. The
  // doctor and the slot's end travel too, so a client can open booking with the slot chosen.
  WAITLIST_OFFER: {
    type: 'WAITLIST_OFFER',
    title: 'A slot opened',
    message:
      'A slot with {doctorName} opened on {startDate} at {startTime} for {patientName}. It is held for you until {expiresTime}.',
    params: {
      doctorName: 'name',
      patientName: 'name',
      start: 'instant',
      end: 'instant',
      expires: 'instant',
      doctorId: 'text',
      doctorUserId: 'text',
    },
  },
  // The doctor opened the video room (ADR 113); `name` is the doctor's name without the title.
  CALL_READY: {
    type: 'CALL_READY',
    title: 'Your video visit is ready',
    message: 'Dr. {name} is ready to see you',
    params: { name: 'name' },
  },
} as const satisfies Record<string, Entry>;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;

type SpecOf<K extends NotificationKind> = (typeof NOTIFICATION_TEXTS)[K]['params'];

export type NotificationParams<K extends NotificationKind> = {
  -readonly [P in keyof SpecOf<K>]: SpecOf<K>[P] extends ParamKind
    ? ParamValue[SpecOf<K>[P]]
    : never;
} & {
  /** The family member the appointment is for, when a kind has `forMember` (ADR 095). */
  memberName?: string;
};

/** What a notification row keeps in `data` and variant 1 answers. */
export type NotificationData = {
  [K in NotificationKind]: { kind: K; params: NotificationParams<K> };
}[NotificationKind];

export const notificationData = <K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
) => ({ kind, params }) as NotificationData;

/** How a language shows each kind of param; names and free text are shown as given. */
export type ParamFormat = {
  date(iso: string): string;
  time(iso: string): string;
  money(amount: number): string;
  number(value: number): string;
  appointmentType(value: AppointmentType): string;
};

const isKind = (kind: unknown): kind is NotificationKind =>
  typeof kind === 'string' && Object.hasOwn(NOTIFICATION_TEXTS, kind);

function fits(kind: ParamKind, value: unknown): boolean {
  if (kind === 'amount' || kind === 'number')
    return typeof value === 'number' && Number.isFinite(value);
  if (typeof value !== 'string') return false;
  return kind !== 'instant' || !Number.isNaN(Date.parse(value));
}

/**
 * `data` as stored or received, when it is a kind this code knows with every param it needs;
 * null otherwise (an old row, or a kind added by a newer server): show the stored text then.
 */
export function readNotificationData(data: unknown): NotificationData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, params } = data as { kind?: unknown; params?: unknown };
  if (!isKind(kind) || typeof params !== 'object' || params === null) return null;
  const spec: Record<string, ParamKind> = NOTIFICATION_TEXTS[kind].params;
  const given = params as Record<string, unknown>;
  for (const [name, k] of Object.entries(spec)) if (!fits(k, given[name])) return null;
  return { kind, params } as NotificationData;
}

/** Whether the notification is about a family member's appointment and words it so. */
const memberOf = (data: NotificationData): string | null => {
  const name = (data.params as { memberName?: unknown }).memberName;
  const entry: Entry = NOTIFICATION_TEXTS[data.kind];
  return entry.forMember && typeof name === 'string' && name ? name : null;
};

/** The English message template of a notification: `forMember` when it is a member's. */
export function messageTemplate(data: NotificationData): string {
  const entry: Entry = NOTIFICATION_TEXTS[data.kind];
  return memberOf(data) !== null ? entry.forMember! : entry.message;
}

/** The placeholder values of a notification's templates, formatted by `format`. */
export function notificationValues(
  data: NotificationData,
  format: ParamFormat,
): Record<string, string> {
  const spec: Record<string, ParamKind> = NOTIFICATION_TEXTS[data.kind].params;
  const params = data.params as Record<string, string | number>;
  const values: Record<string, string> = {};
  for (const [name, kind] of Object.entries(spec)) {
    const value = params[name]!;
    if (kind === 'instant') {
      values[`${name}Date`] = format.date(value as string);
      values[`${name}Time`] = format.time(value as string);
    } else if (kind === 'amount') values[name] = format.money(value as number);
    else if (kind === 'number') values[name] = format.number(value as number);
    else if (kind === 'appointmentType')
      values[name] = format.appointmentType(value as AppointmentType);
    else values[name] = String(value);
  }
  const member = memberOf(data);
  if (member !== null) values.memberName = member;
  return values;
}

/** Fills `{name}` placeholders as the app's catalog does; an unknown one stays as written. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** The notification's type, title and message filled in one language. */
export function notificationText(data: NotificationData, format: ParamFormat) {
  const entry = NOTIFICATION_TEXTS[data.kind];
  const values = notificationValues(data, format);
  return {
    type: entry.type as string,
    title: fillTemplate(entry.title, values),
    message: fillTemplate(messageTemplate(data), values),
  };
}

/** The English of the stored text: times on the clinic's clock, amounts as `Rs 1,500` (ADR 005). */
export const englishFormat = (timeZone: string): ParamFormat => ({
  date: (iso) => formatClinicDate(iso, { timeZone }),
  time: (iso) => formatClinicTime(iso, { timeZone }),
  money: (amount) => formatPKR(amount),
  number: (value) => String(value),
  appointmentType: (value) => value,
});
