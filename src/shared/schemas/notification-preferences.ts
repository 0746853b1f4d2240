import * as v from 'valibot';
import type { NotificationKind } from '../domain/notification-texts';
import { readOnlyField } from './read-only';

/** The ways a notification can reach its reader besides the app's own list (issue 18). */
export const CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a reader can choose to receive on each channel. */
export const CATEGORIES = ['reminders', 'changes', 'prescriptions'] as const;
export type Category = (typeof CATEGORIES)[number];

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

const SWITCH = 'Each switch must be either on or off';

const ChoiceSchema = v.strictObject(
  {
    reminders: v.boolean(SWITCH),
    changes: v.boolean(SWITCH),
    prescriptions: v.boolean(SWITCH),
  },
  'Choose reminders, changes and prescriptions for each channel',
);
export type Choice = v.InferOutput<typeof ChoiceSchema>;

/**
 * PUT /notification-preferences: every channel's three switches. `language` (optional) is the
 * language the reader's texts are written in; the app sends the one it shows. `consent` and
 * `phone` are GET's, so its answer can be sent back as it came (ADR 145): consent is recorded
 * by the switches, the phone is the profile's. Any other key is still refused.
 */
export const NotificationPreferencesInput = v.strictObject(
  {
    email: ChoiceSchema,
    sms: ChoiceSchema,
    whatsapp: ChoiceSchema,
    push: ChoiceSchema,
    language: v.optional(v.picklist(LANGUAGES, 'Choose English or Urdu')),
    consent: readOnlyField(),
    phone: readOnlyField(),
  },
  'Send a choice for e-mail, SMS, WhatsApp and push',
);
/** What the service reads: the read-only keys are accepted and dropped (ADR 145). */
export type NotificationPreferencesInput = Omit<
  v.InferOutput<typeof NotificationPreferencesInput>,
  'consent' | 'phone'
>;

/** A channel's consent, for SMS and WhatsApp: when it was given and from which device. */
export type Consent = { at: string; device: string } | null;

/** GET /notification-preferences. */
export type NotificationPreferences = Record<Channel, Choice> & {
  language: Language;
  consent: { sms: Consent; whatsapp: Consent };
  /** The account's phone in E.164, or null when there is none that SMS can reach. */
  phone: string | null;
};

const ALL_ON: Choice = { reminders: true, changes: true, prescriptions: true };
const ALL_OFF: Choice = { reminders: false, changes: false, prescriptions: false };

/** SMS and WhatsApp are opt-in; e-mail and push are on until the reader turns them off. */
export const DEFAULT_CHOICES: Record<Channel, Choice> = {
  email: ALL_ON,
  sms: ALL_OFF,
  whatsapp: ALL_OFF,
  push: ALL_ON,
};

/** Which of the reader's choices a notification kind falls under; null: in the app only. */
export const CATEGORY_OF: Record<NotificationKind, Category | null> = {
  APPOINTMENT_BOOKED: 'changes',
  APPOINTMENT_CONFIRMED: 'changes',
  APPOINTMENT_REJECTED: 'changes',
  APPOINTMENT_CANCELLED: 'changes',
  APPOINTMENT_CANCELLED_BY_DOCTOR: 'changes',
  APPOINTMENT_EXPIRED: 'changes',
  APPOINTMENT_CONFIRMED_BY_CLINIC: 'changes',
  APPOINTMENT_CANCELLED_BY_CLINIC: 'changes',
  APPOINTMENT_RESCHEDULED: 'changes',
  APPOINTMENT_REMINDER: 'reminders',
  REVIEW_RECEIVED: 'changes',
  DOCTOR_VERIFIED: 'changes',
  DOCTOR_REJECTED: 'changes',
  PAYMENT_RECEIVED: 'changes',
  REFUND_ISSUED: 'changes',
  REFUND_COMPLETED: 'changes',
  PRESCRIPTION_READY: 'prescriptions',
  PRESCRIPTION_AMENDED: 'prescriptions',
  WAITLIST_OFFER: 'changes',
  // Time-critical like a reminder: the doctor is waiting in the video room (ADR 113).
  CALL_READY: 'reminders',
};
