import * as v from 'valibot';
import { isDateOnly } from '../domain/date-only';
import type { AppointmentStatus, PaymentStatus } from './appointment';
import { RESET_TOKEN_PATTERN } from './auth';
import { IdSchema } from './common';
import { EmailSchema, NameSchema, PasswordSchema } from './user';

/** A clinic's front desk (ADR 154): members a doctor invites to some of their clinic practices. */
export const DESK_INVITE_DAYS = 7;
/** A doctor has at most 5 practices (ADR 112), so a member works at most 5 of theirs. */
export const DESK_PRACTICES_MAX = 5;
export const DESK_MEMBER_STATUSES = ['invited', 'active'] as const;
export type DeskMemberStatus = (typeof DESK_MEMBER_STATUSES)[number];

export const DESK_MSG = {
  practicesRequired: 'Choose at least one practice',
  practiceNotFound: 'Practice not found',
  clinicOnly: 'Only a clinic practice has a front desk',
  memberNotFound: 'Desk member not found',
  alreadyMember: 'This person is already on your front desk',
  otherRole: 'This email belongs to an account that cannot work at a front desk',
  invalidInvitation: 'This invitation is invalid or has expired',
  wrongPassword: 'Enter the password of your desk account',
  revoked: 'Your front desk access has been withdrawn',
  invited: 'Invitation sent',
  accepted: 'Your desk account is ready. Sign in to start.',
  date: 'Enter a date as YYYY-MM-DD',
  dayRange: 'Ask for 1 to 15 days, from the first to the last',
  notToday: "Only today's visits can be checked in",
  awaitingApproval: "This appointment is waiting for the doctor's approval",
} as const;

const PracticeIdsSchema = v.pipe(
  v.array(IdSchema, DESK_MSG.practicesRequired),
  v.minLength(1, DESK_MSG.practicesRequired),
  v.maxLength(DESK_PRACTICES_MAX, DESK_MSG.practicesRequired),
  v.transform((ids) => [...new Set(ids)]),
);

export const DeskInviteSchema = v.object({
  name: NameSchema,
  email: EmailSchema,
  practiceIds: PracticeIdsSchema,
});
export type DeskInviteInput = v.InferInput<typeof DeskInviteSchema>;

export const DeskPracticesSchema = v.object({ practiceIds: PracticeIdsSchema });

export const DeskTokenSchema = v.pipe(
  v.string(DESK_MSG.invalidInvitation),
  v.regex(RESET_TOKEN_PATTERN, DESK_MSG.invalidInvitation),
);

/** A new desk account chooses its password; one that exists already confirms its own. */
export const DeskAcceptSchema = v.object({ token: DeskTokenSchema, password: PasswordSchema });
export type DeskAcceptInput = v.InferInput<typeof DeskAcceptSchema>;

export type DeskMember = {
  id: string;
  name: string;
  email: string;
  practiceIds: string[];
  status: DeskMemberStatus;
};

/** What an invitation link shows before the member accepts it. */
export type DeskInvitation = {
  name: string;
  email: string;
  doctorName: string;
  practices: string[];
  /** The address has a desk account already (another doctor's desk): confirm its password. */
  hasAccount: boolean;
};

/** A practice the signed-in desk member works at, with its doctor. */
export type DeskPractice = {
  id: string;
  name: string;
  city: string;
  doctorId: string;
  doctorName: string;
  /** PKR: what a walk-in registered now is charged (ADR 157). */
  fee: number;
};

/** `GET /api/desk/day`: one practice's day. */
export const DeskDayQuerySchema = v.object({
  practiceId: IdSchema,
  date: v.pipe(v.string(DESK_MSG.date), v.check(isDateOnly, DESK_MSG.date)),
});

/** How a patient came: booked in the app, walked in, or called the desk. */
export const VISIT_SOURCES = ['app', 'walk_in', 'phone_call'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];
/** A walk-in's priority, chosen at registration with a reason (the token queue orders by it). */
export const VISIT_PRIORITIES = ['elderly', 'pregnant', 'emergency'] as const;
export type VisitPriority = (typeof VISIT_PRIORITIES)[number];

/**
 * A visit at the desk. A booking has its `appointmentId` (the same id) and `startTime`; a walk-in
 * or a call (ADR 157) has neither: it is checked in when registered, `checkedInAt` its arrival.
 */
export type DeskVisit = {
  id: string;
  appointmentId: string | null;
  patient: { name: string; phone: string | null; age: number | null; sex: string | null };
  source: VisitSource;
  /** A walk-in's person in the doctor's register (ADR 157); null for a booking. */
  personId: string | null;
  startTime: string | null;
  status: AppointmentStatus;
  checkedInAt: string | null;
  payment: {
    status: PaymentStatus;
    amount: number;
    method: string | null;
    receiptNumber?: string;
  };
};

export type DeskDay = { practice: DeskPractice; date: string; visits: DeskVisit[] };
export type DeskDays = { practice: DeskPractice; days: { date: string; visits: DeskVisit[] }[] };

/** The most days `GET /api/desk/days` answers at once: 7 back, today and 7 ahead (issue 42). */
export const DESK_DAYS_MAX = 15;
const DeskDate = v.pipe(v.string(DESK_MSG.date), v.check(isDateOnly, DESK_MSG.date));
export const DeskDaysQuerySchema = v.pipe(
  v.object({ practiceId: IdSchema, from: DeskDate, to: DeskDate }),
  v.check(
    ({ from, to }) => from <= to && Date.parse(to) - Date.parse(from) < DESK_DAYS_MAX * 86_400_000,
    DESK_MSG.dayRange,
  ),
);

/** `POST /api/desk/check-ins`: a booked patient has arrived. */
export const DeskCheckInSchema = v.object({ appointmentId: IdSchema });
export type DeskCheckIn = { appointmentId: string; checkedInAt: string };
