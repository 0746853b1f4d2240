import { useState } from 'react';
import { Select } from '#app/components/ui/select';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { REVIEW_MSG } from '#shared/schemas/review';
import type { ReviewFields } from '../api/review-kinds';
import type { ReviewTarget } from '../hooks/use-reviews';
import { EMPTY_REVIEW, ReviewForm } from './review-form';

export const NOTHING_TO_REVIEW = msg('You have no completed appointments waiting for a review.');

type Props = {
  targets: ReviewTarget[];
  /** Appointments already reviewed (to explain a link to one of them). */
  reviewedIds: ReadonlySet<string>;
  /** From the address: ?doctor={doctorUserId}&appointment={id}. */
  doctor?: string;
  appointment?: string;
  onWrite(target: ReviewTarget, fields: ReviewFields): Promise<void>;
};

/** The pre-selected target: the named appointment, else the named doctor's latest one. */
function preselect(targets: ReviewTarget[], doctor?: string, appointment?: string): string {
  if (appointment && targets.some((a) => a._id === appointment)) return appointment;
  if (doctor) return targets.find((a) => a.doctor?.userId === doctor)?._id ?? '';
  return '';
}

/** The form to review a completed appointment that has no review yet (ADR 008). */
export function WriteReview({ targets, reviewedIds, doctor, appointment, onWrite }: Props) {
  const t = useT();
  const format = useFormat();
  const timeZone = useClinicTimeZone();
  // null until the user chooses: the address's choice applies as soon as the mirror holds it
  // (right after sign-in the appointments may still be on their way).
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? preselect(targets, doctor, appointment);
  const [targetError, setTargetError] = useState<string | null>(null);
  // A new form after each review, so the next one starts empty.
  const [round, setRound] = useState(0);
  const target = targets.find((a) => a._id === chosen);

  if (targets.length === 0) {
    return (
      <p className="muted">
        {appointment && reviewedIds.has(appointment)
          ? t(REVIEW_MSG.duplicate)
          : t(NOTHING_TO_REVIEW)}
      </p>
    );
  }

  const options = targets.map((a) => ({
    value: a._id,
    label: t('{doctor}, {date}', {
      doctor: a.doctor?.name ?? t('Doctor'),
      date: format.date(a.startTime, { timeZone }),
    }),
  }));

  return (
    <ReviewForm
      key={round}
      initial={EMPTY_REVIEW}
      submitLabel={t('Submit Review')}
      check={() => {
        const problem = target ? null : t(REVIEW_MSG.appointmentRequired);
        setTargetError(problem);
        return problem;
      }}
      before={
        <Select
          label={t('Appointment')}
          required
          placeholder={t('Choose an appointment')}
          options={options}
          value={target ? chosen : ''}
          error={targetError}
          onChange={(value) => {
            setPicked(value);
            setTargetError(null);
          }}
        />
      }
      onSubmit={async (fields) => {
        if (!target) return;
        await onWrite(target, fields);
        setPicked('');
        setRound((n) => n + 1);
      }}
    />
  );
}
