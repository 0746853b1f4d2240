import { useRef, useState } from 'react';
import * as v from 'valibot';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { type AdminRefund, MarkRefundedSchema, REFUND_MSG } from '#shared/schemas/refund';
import { markRefunded } from '../api/refunds-api';

const MARKED = msg('Refund marked as made');
const FAILED = msg('Failed to mark the refund');

// The rule the server applies, so its words are the ones shown before anything is sent.
function refusal(reference: string): string | null {
  const parsed = v.safeParse(MarkRefundedSchema, { reference });
  return parsed.success ? null : parsed.issues[0].message;
}

/**
 * Mark refunded: the administrator has refunded the patient outside the app (a provider that
 * cannot refund by itself, or one that failed) and records the reference of that transfer.
 */
export function MarkRefundedAction({
  refund,
  onMarked,
}: {
  refund: AdminRefund;
  onMarked(): void;
}) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const confirm = async (reference: string) => {
    setError(null);
    try {
      await markRefunded(refund._id, reference);
      setOpen(false);
      toast.success(MARKED);
      onMarked();
    } catch (err) {
      setError(errorMessage(err, FAILED));
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn btn-light"
        aria-label={t('Mark the refund to {name} refunded', { name: refund.patient.name })}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('Mark refunded')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('Mark refunded')}
          tone="primary"
          confirmLabel={t('Mark refunded')}
          busyLabel={t('Saving...')}
          cancelLabel={t('Cancel')}
          reason={{
            label: t('Refund reference'),
            required: true,
            requiredMessage: REFUND_MSG.reference,
            maxLength: 100,
            validate: refusal,
            singleLine: true,
          }}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
          fallbackFocus={() => opener.current}
        >
          <p>
            {t('{amount} to {name}', {
              amount: format.money(refund.amount),
              name: refund.patient.name,
            })}
          </p>
          <p className="muted">
            {t('Enter the reference of the transfer you made to the patient.')}
          </p>
          {error && (
            <p className="field-error" role="alert">
              {t(error)}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
