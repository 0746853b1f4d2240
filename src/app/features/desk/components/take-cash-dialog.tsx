import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '#app/components/ui/dialog';
import { FormField } from '#app/components/ui/form-field';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { DeskReceiptRow } from '#app/offline/desk-cash';
import type { DeskVisit } from '#shared/schemas/desk';
import { CASH_MSG, DESK_REASON_MAX, DeskPaymentSchema } from '#shared/schemas/desk-cash';

type Errors = { amount?: string; discountReason?: string };

/**
 * The shared schema's messages (ADR 155), plus its two rules about the fee that only the server
 * could check before: never more than the fee, and less only with a reason.
 */
export function paymentErrors(visit: DeskVisit, amount: string, discountReason: string): Errors {
  const value = amount.trim() === '' ? Number.NaN : Number(amount);
  const parsed = v.safeParse(DeskPaymentSchema, {
    visitId: visit.id,
    amount: value,
    method: 'cash',
    ...(discountReason.trim() ? { discountReason } : {}),
  });
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) as keyof Errors | null;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!errors.amount && value > visit.payment.amount) errors.amount = CASH_MSG.overFee;
  if (!errors.amount && value < visit.payment.amount && !discountReason.trim())
    errors.discountReason = CASH_MSG.discountReason;
  return errors;
}

type Props = {
  visit: DeskVisit;
  onTake(amount: number, discountReason?: string): Promise<DeskReceiptRow>;
  onClose(): void;
  /** The receipt once taken (its number filled in as it syncs). */
  children(receipt: DeskReceiptRow): React.ReactNode;
};

/** Take cash for a visit (ADR 155): the fee prefilled; a discount needs a reason. */
export function TakeCashDialog({ visit, onTake, onClose, children }: Props) {
  const t = useT();
  const format = useFormat();
  const [amount, setAmount] = useState(String(visit.payment.amount));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState<DeskReceiptRow | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  // The form goes when the receipt comes: focus stays in the dialog.
  useEffect(() => {
    if (taken) doneRef.current?.focus();
  }, [taken]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = paymentErrors(visit, amount, reason);
    setErrors(found);
    if (found.amount) return amountRef.current?.focus();
    if (found.discountReason) return reasonRef.current?.focus();
    setBusy(true);
    try {
      const discounted = Number(amount) < visit.payment.amount;
      setTaken(await onTake(Number(amount), discounted ? reason.trim() : undefined));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('Take cash')} onClose={() => !busy && onClose()} initialFocus={amountRef}>
      <p>
        <bdi>{visit.patient.name}</bdi> ·{' '}
        {t('Fee {amount}', { amount: format.money(visit.payment.amount) })}
      </p>
      {taken ? (
        <>
          {children(taken)}
          <div className="row ui-dialog-actions">
            <button ref={doneRef} type="button" className="btn btn-ghost" onClick={onClose}>
              {t('Close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <FormField label={t('Amount (PKR)')} error={errors.amount && t(errors.amount)} required>
            {(control) => (
              <input
                {...control}
                ref={amountRef}
                type="number"
                inputMode="numeric"
                min={0}
                max={visit.payment.amount}
                step={1}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('Discount reason')}
            help={t('Needed when the amount is less than the fee.')}
            error={errors.discountReason && t(errors.discountReason)}
          >
            {(control) => (
              <input
                {...control}
                ref={reasonRef}
                type="text"
                autoComplete="off"
                maxLength={DESK_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="row ui-dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {t('Cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('Take cash')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
