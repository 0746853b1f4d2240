import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import type { Appointment, AppointmentType } from '#shared/schemas/appointment';
import { BOOKING_MSG, InitiateBookingSchema, type Slot } from '#shared/schemas/booking';

export const BOOKING_FAILED = msg('Failed to book appointment. Please try again.');
/** The wizard's steps (ADR 076), through the catalog like every label. */
export const STEPS = [msg('Details'), msg('Confirm'), msg('Success')] as const;
/** The step before Details when the doctor sees patients in more than one place (ADR 112). */
export const WHERE_STEP = msg('Where');
export type Step = 1 | 2 | 3;

/** A slot as the wizard holds it: a waitlist offer's names no practice (the server finds it). */
export type ChosenSlot = Pick<Slot, 'start' | 'end'> & Partial<Pick<Slot, 'practiceId' | 'mode'>>;

export type WizardState = {
  step: Step;
  /**
   * The Where step shows, before Details; null until the patient moves on or back: then it
   * shows when no practice is chosen (the URL may answer it, ADR 117).
   */
  where: boolean | null;
  /** The practice chosen at Where (`?practice=` of the route), '' when none was asked. */
  practiceId: string;
  type: AppointmentType;
  /** Whom the appointment is for: null for the account holder, else a family member's id. */
  familyMemberId: string | null;
  reason: string;
  /** yyyy-MM-dd on the clinic calendar, '' until chosen; kept in the URL (`?date=`). */
  date: string;
  slot: ChosenSlot | null;
  error: string | null;
  busy: boolean;
  /** An initiated booking whose confirm failed: retrying confirms it instead of holding twice. */
  held: { appointmentId: string; start: string } | null;
  booked: Appointment | null;
};

export const initialWizard: WizardState = {
  step: 1,
  where: null,
  practiceId: '',
  type: 'consultation',
  familyMemberId: null,
  reason: '',
  date: '',
  slot: null,
  error: null,
  busy: false,
  held: null,
  booked: null,
};

export type WizardAction =
  | { type: 'setType'; value: AppointmentType }
  | { type: 'setFor'; familyMemberId: string | null }
  | { type: 'setReason'; value: string }
  | { type: 'selectSlot'; slot: ChosenSlot }
  /** Back to the Where step, or on from it once a practice is chosen. */
  | { type: 'where'; show: boolean }
  /** Another practice: the slot chosen was the other one's. */
  | { type: 'practiceChanged' }
  /** `date`: the chosen day as the URL holds it, when the wizard keeps it there. */
  | { type: 'continue'; doctorId: string; today: string; date?: string }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'held'; appointmentId: string; start: string }
  | { type: 'booked'; appointment: Appointment }
  | { type: 'failed'; message: string; slotLost: boolean; holdLost: boolean }
  | { type: 'reset' };

/** Continue is disabled without a slot or a reason (ADR 077). */
export const canContinue = (s: WizardState) => Boolean(s.slot && s.reason);

/** What stops step 1 from moving on, in the words of ADR 077; null when nothing does. */
export function detailsProblem(s: WizardState, doctorId: string, today: string): string | null {
  if (!s.date || !s.slot) return BOOKING_MSG.required;
  if (s.date < today) return BOOKING_MSG.past;
  const parsed = v.safeParse(InitiateBookingSchema, bookingInput(s, doctorId));
  return parsed.success ? null : parsed.issues[0].message;
}

export function bookingInput(s: WizardState, doctorId: string) {
  return {
    doctorId,
    startTime: s.slot?.start ?? '',
    endTime: s.slot?.end ?? '',
    type: s.type,
    reason: s.reason.trim(),
    ...(s.familyMemberId ? { familyMemberId: s.familyMemberId } : {}),
    ...(s.practiceId ? { practiceId: s.practiceId } : {}),
  };
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'setType':
      return { ...s, type: a.value };
    case 'setFor':
      return { ...s, familyMemberId: a.familyMemberId };
    case 'setReason':
      return { ...s, reason: a.value };
    case 'selectSlot':
      return { ...s, slot: a.slot, error: null };
    case 'where':
      return { ...s, where: a.show, error: null };
    case 'practiceChanged':
      // Chosen at the Where step, which stays until Continue.
      return { ...s, slot: null, held: null, where: s.where ?? true };
    case 'continue': {
      const form = a.date === undefined ? s : { ...s, date: a.date };
      const problem = detailsProblem(form, a.doctorId, a.today);
      return problem ? { ...form, error: problem } : { ...form, step: 2, error: null };
    }
    case 'back':
      return s.busy ? s : { ...s, step: 1, error: null };
    case 'submit':
      return { ...s, busy: true, error: null };
    case 'held':
      return { ...s, held: { appointmentId: a.appointmentId, start: a.start } };
    case 'booked':
      return { ...s, step: 3, busy: false, booked: a.appointment, held: null, error: null };
    case 'failed':
      // A failed booking shows the error and returns to step 1; a lost slot must be chosen again.
      return {
        ...s,
        step: 1,
        busy: false,
        error: a.message,
        slot: a.slotLost ? null : s.slot,
        held: a.slotLost || a.holdLost ? null : s.held,
      };
    case 'reset':
      // Book Another: back to the first step with type consultation.
      return { ...initialWizard };
  }
}
