import { type ReactNode, Suspense } from 'react';
import type { ListedPractice } from '#app/components/practices/doctor-practices';
import { practiceName, VIDEO } from '#app/components/practices/labels';
import { cityName } from '#app/lib/display-names';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { TYPE_LABEL } from '#app/lib/labels';
import { lazyNamed } from '#app/lib/lazy-named';
import { isSignedIn, useSession } from '#app/lib/session';
import { APPOINTMENT_TYPES, type AppointmentType } from '#shared/schemas/appointment';
import { BOOKING_REASON_MAX } from '#shared/schemas/booking';
import type { useBookingWizard } from '../hooks/use-booking-wizard';
import { canContinue } from '../wizard-state';
import { SlotPicker } from './slot-picker';

// The device's family members come with the device's database: loaded only when asked.
const AskWhoFor = lazyNamed(() => import('./family-choice'), 'AskWhoFor');

type Props = {
  wizard: ReturnType<typeof useBookingWizard>;
  /** The practice chosen at Where, when the wizard asked. */
  practice?: ListedPractice;
  zoneLabel: string | null;
  onCancel: () => void;
};

export function DetailsStep({ wizard, practice, zoneLabel, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const { state, dispatch, slots, today, timeZone } = wizard;
  const signedIn = useSession(isSignedIn);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        wizard.next();
      }}
    >
      {practice && (
        <p className="where-chosen">
          <strong>{practiceName(practice, t)}</strong> ·{' '}
          {practice.kind === 'video' ? t(VIDEO) : cityName(practice.location?.city ?? '', t)} ·{' '}
          {format.money(practice.fee)}
        </p>
      )}
      {/* Asked only of an account with members: with none, the appointment is the patient's. */}
      {signedIn && (
        <Suspense fallback={null}>
          <AskWhoFor
            value={state.familyMemberId}
            onChange={(familyMemberId) => dispatch({ type: 'setFor', familyMemberId })}
          />
        </Suspense>
      )}
      <Field id="booking-type" label={t('Appointment type')}>
        <select
          id="booking-type"
          value={state.type}
          onChange={(e) => dispatch({ type: 'setType', value: e.target.value as AppointmentType })}
        >
          {APPOINTMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </option>
          ))}
        </select>
      </Field>
      <Field id="booking-reason" label={t('Reason for visit')} required>
        <textarea
          id="booking-reason"
          rows={3}
          required
          aria-required="true"
          maxLength={BOOKING_REASON_MAX}
          value={state.reason}
          onChange={(e) => dispatch({ type: 'setReason', value: e.target.value })}
        />
      </Field>
      <Field id="booking-date" label={t('Date')} required>
        <input
          id="booking-date"
          type="date"
          min={today}
          required
          value={state.date}
          // ADR 076: changing the date reloads the slots; the selected slot is not cleared.
          onChange={(e) => wizard.setDate(e.target.value)}
        />
      </Field>
      <SlotPicker
        date={state.date}
        slots={slots}
        selected={state.slot}
        timeZone={timeZone}
        zoneLabel={zoneLabel}
        onSelect={(slot) => dispatch({ type: 'selectSlot', slot })}
      />
      <div className="wizard-actions">
        {wizard.asksWhere && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => dispatch({ type: 'where', show: true })}
          >
            {t('Back')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canContinue(state)}>
          {t('Continue')}
        </button>
      </div>
    </form>
  );
}

/** A labelled control of the booking form; a required one says so in words. */
function Field(props: { id: string; label: string; required?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <>
            {' '}
            <span className="required-mark">{t('(required)')}</span>
          </>
        )}
      </label>
      {props.children}
    </div>
  );
}
