import * as v from 'valibot';
import { DEFAULT_SITE } from '../domain/site-defaults';
import { multiLine, singleLine } from './common';
import { isEmailAddress } from './user';

export const TIMEZONES = [
  'Asia/Karachi',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'Europe/London',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
] as const;

const SWITCH = 'Each switch must be either on or off';
const FEE_WHOLE = 'Fees must be whole numbers of PKR';

/** How long a freed slot is held for the person on the waitlist it is offered to (ADR 101). */
export const WAITLIST_OFFER_MINUTES_DEFAULT = 15;
export const WAITLIST_OFFER_MINUTES_MIN = 5;
export const WAITLIST_OFFER_MINUTES_MAX = 120;
const WAITLIST_MINUTES = 'The waitlist hold must be a whole number of minutes from 5 to 120';

/** Whole hours ahead a patient's cancellation still gets a full refund (ADR 107). */
export const REFUND_FULL_HOURS_DEFAULT = 24;
export const REFUND_FULL_HOURS_MIN = 0;
export const REFUND_FULL_HOURS_MAX = 168;
const REFUND_HOURS = 'The refund window must be a whole number of hours from 0 to 168';

export const RefundPolicySchema = v.object({
  fullRefundHoursBefore: v.pipe(
    v.number(REFUND_HOURS),
    v.integer(REFUND_HOURS),
    v.minValue(REFUND_FULL_HOURS_MIN, REFUND_HOURS),
    v.maxValue(REFUND_FULL_HOURS_MAX, REFUND_HOURS),
  ),
});
export type RefundPolicy = v.InferOutput<typeof RefundPolicySchema>;
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  fullRefundHoursBefore: REFUND_FULL_HOURS_DEFAULT,
};

/** The contact page's address and support hours (ADR 144). */
export const SUPPORT_ADDRESS_MAX = 200;
export const SUPPORT_HOURS_MAX = 200;

const hhmm = v.pipe(
  v.string('Use the HH:MM format'),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM format'),
);

export const SettingsSchema = v.pipe(
  v.object({
    siteName: v.pipe(
      v.string('Site name is required'),
      v.trim(),
      v.minLength(1, 'Site name is required'),
      v.maxLength(100, 'Site name must be at most 100 characters'),
      singleLine(),
    ),
    siteDescription: v.pipe(
      v.string('Site description must be text'),
      v.maxLength(500, 'Site description must be at most 500 characters'),
      multiLine(),
    ),
    contactEmail: v.pipe(
      v.string('Please enter a valid email address.'),
      v.email('Please enter a valid email address.'),
      v.check(isEmailAddress, 'Please enter a valid email address.'),
    ),
    supportPhone: v.pipe(
      v.string('Support phone must be text'),
      v.trim(),
      v.maxLength(30, 'Support phone must be at most 30 characters'),
      singleLine(),
    ),
    // Optional on input, so a client that predates them saves without them (ADR 144).
    supportAddress: v.optional(
      v.pipe(
        v.string('Support address must be text'),
        v.trim(),
        v.maxLength(SUPPORT_ADDRESS_MAX, 'Support address must be at most 200 characters'),
        singleLine(),
      ),
      DEFAULT_SITE.supportAddress,
    ),
    supportHours: v.optional(
      v.pipe(
        v.string('Support hours must be text'),
        v.trim(),
        v.maxLength(SUPPORT_HOURS_MAX, 'Support hours must be at most 200 characters'),
        singleLine(),
      ),
      DEFAULT_SITE.supportHours,
    ),
    timezone: v.picklist(TIMEZONES, 'Please choose a supported time zone'),
    maintenanceMode: v.boolean(SWITCH),
    allowRegistration: v.boolean(SWITCH),
    emailNotifications: v.boolean(SWITCH),
    smsNotifications: v.boolean(SWITCH),
    appointmentReminders: v.boolean(SWITCH),
    maxAppointmentsPerDay: v.pipe(
      v.number('Max appointments per day must be a whole number'),
      v.integer('Max appointments per day must be a whole number'),
      v.minValue(1, 'Max appointments per day must be at least 1'),
      v.maxValue(48, 'Max appointments per day must be at most 48'),
    ),
    consultationFeeRange: v.pipe(
      v.object({
        min: v.pipe(
          v.number(FEE_WHOLE),
          v.integer(FEE_WHOLE),
          v.minValue(0, 'Fees cannot be negative'),
        ),
        max: v.pipe(
          v.number(FEE_WHOLE),
          v.integer(FEE_WHOLE),
          v.minValue(0, 'Fees cannot be negative'),
        ),
      }),
      v.check((r) => r.min <= r.max, 'The minimum fee must not exceed the maximum fee'),
    ),
    workingHours: v.pipe(
      v.object({ start: hhmm, end: hhmm }),
      v.check((w) => w.start < w.end, 'Working hours must end after they start'),
    ),
    // Optional on input, so a client that predates it saves without it (ADR 101).
    waitlistOfferMinutes: v.optional(
      v.pipe(
        v.number(WAITLIST_MINUTES),
        v.integer(WAITLIST_MINUTES),
        v.minValue(WAITLIST_OFFER_MINUTES_MIN, WAITLIST_MINUTES),
        v.maxValue(WAITLIST_OFFER_MINUTES_MAX, WAITLIST_MINUTES),
      ),
      WAITLIST_OFFER_MINUTES_DEFAULT,
    ),
    // Optional on input like the waitlist hold (ADR 107).
    refundPolicy: v.optional(RefundPolicySchema, () => ({ ...DEFAULT_REFUND_POLICY })),
  }),
);

export type Settings = v.InferOutput<typeof SettingsSchema>;

/**
 * The site's name, description and contact details default to the public pages' own copy, so
 * the contact page, help centre, footer and e-mails read as before until an administrator
 * changes them.
 */
export const DEFAULT_SETTINGS: Settings = {
  ...DEFAULT_SITE,
  timezone: 'Asia/Karachi',
  maintenanceMode: false,
  allowRegistration: true,
  emailNotifications: true,
  smsNotifications: false,
  appointmentReminders: true,
  maxAppointmentsPerDay: 10,
  consultationFeeRange: { min: 500, max: 5000 },
  workingHours: { start: '09:00', end: '17:00' },
  waitlistOfferMinutes: WAITLIST_OFFER_MINUTES_DEFAULT,
  refundPolicy: { ...DEFAULT_REFUND_POLICY },
};

/**
 * GET /settings/public: what the app needs before sign-in, open in maintenance mode too.
 * The app parses the answer with this schema.
 */
export const PublicSettingsSchema = v.object({
  siteName: v.string(),
  siteDescription: v.string(),
  contactEmail: v.string(),
  supportPhone: v.string(),
  // Shown on the contact page; a server that predates them answers without them (ADR 144).
  supportAddress: v.optional(v.string(), DEFAULT_SITE.supportAddress),
  supportHours: v.optional(v.string(), DEFAULT_SITE.supportHours),
  timezone: v.string(),
  consultationFeeRange: v.object({ min: v.number(), max: v.number() }),
  allowRegistration: v.boolean(),
  maintenanceMode: v.boolean(),
  // Shown before booking and cancelling; a server that predates it answers without it.
  refundPolicy: v.optional(v.object({ fullRefundHoursBefore: v.number() }), () => ({
    ...DEFAULT_REFUND_POLICY,
  })),
});
export type PublicSettings = v.InferOutput<typeof PublicSettingsSchema>;

export const toPublicSettings = (s: Settings): PublicSettings => ({
  siteName: s.siteName,
  siteDescription: s.siteDescription,
  contactEmail: s.contactEmail,
  supportPhone: s.supportPhone,
  supportAddress: s.supportAddress,
  supportHours: s.supportHours,
  timezone: s.timezone,
  consultationFeeRange: { ...s.consultationFeeRange },
  allowRegistration: s.allowRegistration,
  maintenanceMode: s.maintenanceMode,
  refundPolicy: { ...s.refundPolicy },
});
