import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import type { Doctor } from '#shared/schemas/doctor';
import type { useBookingWizard } from '../hooks/use-booking-wizard';
import { TYPE_LABELS } from './details-step';

type Props = {
  wizard: ReturnType<typeof useBookingWizard>;
  doctor: Doctor;
  zoneLabel: string | null;
  online: boolean;
};

/** Step 2: the summary, in PKR and clinic time (D5). */
export function ConfirmStep({ wizard, doctor, zoneLabel, online }: Props) {
  const { state, dispatch, timeZone } = wizard;
  const slot = state.slot!;
  const zone = zoneLabel ? ` (${zoneLabel})` : '';
  return (
    <div>
      <dl className="booking-summary">
        <div>
          <dt>Doctor</dt>
          <dd>{doctor.name}</dd>
        </div>
        <div>
          <dt>Specialty</dt>
          <dd>{doctor.specialization}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatClinicDate(slot.start, { timeZone })}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {formatClinicTime(slot.start, { timeZone })} –{' '}
            {formatClinicTime(slot.end, { timeZone })}
            {zone}
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{TYPE_LABELS[state.type]}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{formatPKR(doctor.consultationFee)}</dd>
        </div>
        <div className="booking-summary-wide">
          <dt>Reason</dt>
          <dd className="pre-line">{state.reason.trim()}</dd>
        </div>
      </dl>
      <div className="wizard-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={state.busy}
          onClick={() => dispatch({ type: 'back' })}
        >
          Back
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={state.busy || !online}
          aria-busy={state.busy}
          onClick={() => void wizard.submit()}
        >
          {state.busy ? 'Booking...' : 'Confirm Booking'}
        </button>
      </div>
    </div>
  );
}
