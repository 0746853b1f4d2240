import { Suspense } from 'react';
import { RefundPolicyNote } from '#app/components/appointments/refund-note';
import type { ListedPractice } from '#app/components/practices/doctor-practices';
import { PracticeFacts } from '#app/components/practices/practice-facts';
import { BusyButton } from '#app/components/ui/busy-button';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId, TYPE_LABEL } from '#app/lib/labels';
import { lazyNamed } from '#app/lib/lazy-named';
import type { Doctor } from '#shared/schemas/doctor';
import type { useBookingWizard } from '../hooks/use-booking-wizard';

// A member's name comes from the device's database: loaded only for a booking for a member.
const BookedForName = lazyNamed(() => import('./family-choice'), 'BookedForName');

type Props = {
  wizard: ReturnType<typeof useBookingWizard>;
  doctor: Doctor;
  /** Where the visit is (ADR 112): its name, address and fee are in the summary. */
  practice?: ListedPractice;
  zoneLabel: string | null;
  online: boolean;
};

/** Step 2: the summary, in PKR and clinic time (ADR 005). */
export function ConfirmStep({ wizard, doctor, practice, zoneLabel, online }: Props) {
  const format = useFormat();
  const t = useT();
  const { state, dispatch, timeZone } = wizard;
  const slot = state.slot!;
  const zone = zoneLabel ? ` (${zoneLabel})` : '';
  return (
    <div>
      <dl className="ui-facts booking-summary">
        {state.familyMemberId && (
          <div>
            <dt>{t('Patient')}</dt>
            <dd>
              <Suspense fallback={null}>
                <BookedForName id={state.familyMemberId} />
              </Suspense>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('Doctor')}</dt>
          <dd>{doctor.name}</dd>
        </div>
        <div>
          <dt>{t('Specialty')}</dt>
          <dd>{t(specialtyId(doctor.specialization))}</dd>
        </div>
        {practice && <PracticeFacts practice={practice} />}
        <div>
          <dt>{t('Date')}</dt>
          <dd>{format.date(slot.start, { timeZone })}</dd>
        </div>
        <div>
          <dt>{t('Time')}</dt>
          <dd>
            {format.time(slot.start, { timeZone })} – {format.time(slot.end, { timeZone })}
            {zone}
          </dd>
        </div>
        <div>
          <dt>{t('Type')}</dt>
          <dd>{t(TYPE_LABEL[state.type])}</dd>
        </div>
        <div>
          <dt>{t('Fee')}</dt>
          <dd>{format.money(practice?.fee ?? doctor.consultationFee)}</dd>
        </div>
        <div className="booking-summary-wide">
          <dt>{t('Reason')}</dt>
          <dd className="pre-line">{state.reason.trim()}</dd>
        </div>
      </dl>
      <RefundPolicyNote className="muted" />
      <div className="wizard-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={state.busy}
          onClick={() => dispatch({ type: 'back' })}
        >
          {t('Back')}
        </button>
        <BusyButton
          busy={state.busy}
          disabled={!online}
          tone="primary"
          onClick={() => void wizard.submit()}
        >
          {state.busy ? t('Booking...') : t('Confirm Booking')}
        </BusyButton>
      </div>
    </div>
  );
}
