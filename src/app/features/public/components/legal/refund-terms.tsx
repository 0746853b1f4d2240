import { useT } from '#app/lib/i18n';
import { useRefundPolicy } from '#app/lib/public-settings';

/** The refund policy in force (ADR 107): its window is the administrator's setting. */
export function RefundTerms() {
  const t = useT();
  const { fullRefundHoursBefore } = useRefundPolicy();
  return (
    <>
      <p>
        {t(
          'Refunds of online payments: if you cancel at least {hours} hours before the appointment, you get a full refund; if you cancel later, there is no refund.',
          { hours: fullRefundHoursBefore },
        )}
      </p>
      <p>
        {t(
          'When the doctor or the administrator cancels, the doctor declines, or the appointment expires unconfirmed, you always get a full refund. The policy is shown before you book and before you cancel, and the refund goes back through the provider you paid with.',
        )}
      </p>
    </>
  );
}
