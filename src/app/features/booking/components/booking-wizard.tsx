import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import {
  hasHours,
  type ListedPractice,
  practicesOf,
} from '#app/components/practices/doctor-practices';
import { specialtyId } from '#app/lib/labels';
import { useOnline } from '#app/lib/use-online';
import { zoneDiffers } from '#shared/domain/clinic-time';
import type { Doctor } from '#shared/schemas/doctor';
import { type BookingDay, useBookingWizard } from '../hooks/use-booking-wizard';
import { STEPS, WHERE_STEP } from '../wizard-state';
import { DetailsStep } from './details-step';
import { StepIndicator } from './step-indicator';
import { WhereStep } from './where-step';
import '../booking.css';
import { msg, useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { timeZoneName } from '#app/lib/record-names';

// The last two steps load when the patient reaches them, not with the page (ADR 128).
const ConfirmStep = lazyNamed(() => import('./confirm-step'), 'ConfirmStep');
const SuccessStep = lazyNamed(() => import('./success-step'), 'SuccessStep');

/**
 * "with <0>{name}</0>" in the reader's language, the name in bold. The one element is placed here
 * rather than by Lingui's Trans, which was a file of 1.1 KB on the booking page (ADR 156). The
 * name sits between the first <0> and the last </0>, whatever it holds.
 */
function WithDoctor({ name }: { name: string }) {
  const t = useT();
  const text = t('with <0>{name}</0>', { name });
  const open = text.indexOf('<0>');
  const close = text.lastIndexOf('</0>');
  if (open < 0 || close < open) return text;
  return (
    <>
      {text.slice(0, open)}
      <strong>{text.slice(open + 3, close)}</strong>
      {text.slice(close + 4)}
    </>
  );
}

export const BOOKING_OFFLINE = msg('You are offline. Booking an appointment needs a connection.');

type Props = BookingDay & {
  /** The doctor being booked, loaded by the route. */
  doctor: Doctor;
  /** The id of the wizard's heading, for a dialog's aria-labelledby. */
  titleId?: string;
  onCancel: () => void;
  /** Called before a link leads out of the wizard (a dialog closes itself). */
  onLeave?: () => void;
  /** Shown with the confirmation once booked (a route's addition, ADR 104). */
  afterBooking?: ReactNode;
};

export function BookingWizard({
  doctor,
  date,
  practiceId,
  slots,
  onDateChange,
  initialType,
  initialSlot,
  initialFor,
  titleId = 'booking-title',
  onCancel,
  onLeave,
  afterBooking,
}: Props) {
  const t = useT();
  // The practices with hours: more than one, and the patient chooses where first (ADR 112).
  const practices = practicesOf(doctor).filter(hasHours);
  const wizard = useBookingWizard(
    doctor._id,
    { date, practiceId, slots, onDateChange, initialType, initialSlot, initialFor },
    practices.map((p) => p._id),
  );
  const online = useOnline();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const { state } = wizard;

  // Each step announces itself: focus moves to its heading (not on first render).
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [state.step, state.where]);

  const zoneLabel = zoneDiffers(wizard.timeZone) ? timeZoneName(wizard.timeZone, t) : null;

  return (
    <div className="booking-wizard">
      <h1 id={titleId} className="booking-title">
        {t('Book Appointment')}
      </h1>
      <p className="muted booking-doctor">
        <WithDoctor name={doctor.name} /> · {t(specialtyId(doctor.specialization))}
      </p>
      <StepIndicator step={state.step} withWhere={wizard.asksWhere} where={state.where} />
      {!online && state.step !== 3 && (
        <p className="banner banner-warning" role="status">
          {t(BOOKING_OFFLINE)}
        </p>
      )}
      {state.error && (
        <p className="banner banner-error" role="alert">
          {t(state.error)}
        </p>
      )}
      <h2 ref={stepHeading} tabIndex={-1} className="step-title">
        {t(state.where ? WHERE_STEP : STEPS[state.step - 1])}
      </h2>
      {state.where && (
        <WhereStep
          practices={practices}
          selected={state.practiceId}
          onSelect={wizard.setPractice}
          onContinue={() => wizard.dispatch({ type: 'where', show: false })}
          onCancel={onCancel}
        />
      )}
      {state.step === 1 && !state.where && (
        <DetailsStep
          wizard={wizard}
          practice={practices.find((p) => p._id === state.practiceId)}
          zoneLabel={zoneLabel}
          onCancel={onCancel}
        />
      )}
      <Suspense fallback={null}>
        {state.step === 2 && (
          <ConfirmStep
            wizard={wizard}
            doctor={doctor}
            practice={bookedAt(practicesOf(doctor), wizard)}
            zoneLabel={zoneLabel}
            online={online}
          />
        )}
        {state.step === 3 && state.booked && (
          <SuccessStep
            appointment={state.booked}
            timeZone={wizard.timeZone}
            onBookAnother={wizard.reset}
            onLeave={onLeave}
          >
            {afterBooking}
          </SuccessStep>
        )}
      </Suspense>
    </div>
  );
}

/**
 * The practice the booking is at: the one chosen at Where, else the one whose hours hold the
 * slot (the availability answer names it), else the doctor's only practice.
 */
function bookedAt(practices: ListedPractice[], wizard: ReturnType<typeof useBookingWizard>) {
  const { state, slots } = wizard;
  const start = state.slot?.start;
  const id =
    state.practiceId ||
    state.slot?.practiceId ||
    slots.slots.find((s) => s.start === start)?.practiceId;
  return practices.find((p) => p._id === id) ?? (practices.length === 1 ? practices[0] : undefined);
}
