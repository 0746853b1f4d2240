import { useFormat } from '#app/lib/format';
import { msg } from '#app/lib/i18n';
import { useRefundPolicy } from '#app/lib/public-settings';
import { Trans } from '#app/lib/trans';
import { decideRefund } from '#shared/domain/refund-policy';
import { type RefundablePayment, refundView } from './refund';

const ON_ITS_WAY = msg('Refund of <0>{amount}</0> on its way');
const REFUNDED = msg('Refunded <0>{amount}</0>');
const NONE = msg('No refund: cancelled less than <0>{hours}</0> hours before the appointment');
const FULL_IF_NOW = msg('Cancelling now gets a full refund of <0>{amount}</0>.');
const NONE_IF_NOW = msg(
  'No refund: you are cancelling less than <0>{hours}</0> hours before the appointment.',
);
const POLICY = msg(
  'Refunds: if you pay online and cancel at least <0>{hours}</0> hours before the appointment, you get a full refund; later, none. If the doctor cancels, you always get a full refund.',
);

// Amounts and hours read left to right inside Urdu sentences.
const LTR = { 0: <bdi dir="ltr" /> };

type NoteProps = {
  appointment: { status: string; payment?: RefundablePayment | null };
  /** A change to it is waiting to sync. */
  waiting?: boolean;
  className?: string;
};

/** On My Appointments and the pass: the refund on its way, made, or the reason for none. */
export function RefundNote({ appointment, waiting, className = 'appt-note' }: NoteProps) {
  const format = useFormat();
  const { fullRefundHoursBefore } = useRefundPolicy();
  const view = refundView(appointment, fullRefundHoursBefore, waiting);
  if (!view) return null;
  if (view.state === 'none') {
    return (
      <p className={className}>
        <Trans id={NONE} values={{ hours: format.number(view.hours) }} components={LTR} />
      </p>
    );
  }
  return (
    <p className={className}>
      <Trans
        id={view.state === 'refunded' ? REFUNDED : ON_ITS_WAY}
        values={{ amount: format.money(view.amount) }}
        components={LTR}
      />
    </p>
  );
}

type CancelProps = {
  appointment: { startTime: string; fee?: number; payment?: RefundablePayment | null };
  now: number;
  className?: string;
};

/** In the cancel dialog: what cancelling now refunds under the policy, for a visit paid online. */
export function CancelRefundNotice({ appointment: a, now, className }: CancelProps) {
  const format = useFormat();
  const { fullRefundHoursBefore } = useRefundPolicy();
  if (a.payment?.status !== 'paid') return null;
  const decision = decideRefund({
    by: 'patient',
    action: 'cancel',
    paid: a.payment.amount ?? a.fee ?? 0,
    startTime: new Date(a.startTime),
    now: new Date(now),
    fullRefundHoursBefore,
  });
  return (
    <p className={className}>
      {decision.refund === 'full' ? (
        <Trans
          id={FULL_IF_NOW}
          values={{ amount: format.money(decision.amount) }}
          components={LTR}
        />
      ) : (
        <Trans
          id={NONE_IF_NOW}
          values={{ hours: format.number(fullRefundHoursBefore) }}
          components={LTR}
        />
      )}
    </p>
  );
}

/** Before booking: the policy in one sentence, with the administrator's window. */
export function RefundPolicyNote({ className }: { className?: string }) {
  const format = useFormat();
  const { fullRefundHoursBefore } = useRefundPolicy();
  return (
    <p className={className}>
      <Trans
        id={POLICY}
        values={{ hours: format.number(fullRefundHoursBefore) }}
        components={LTR}
      />
    </p>
  );
}
