import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { FormField } from '#app/components/ui/form-field';
import { ApiError } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { CASH_MSG, DeskCloseSchema } from '#shared/schemas/desk-cash';
import { closeDay, type DayClose } from '../api/cash-api';

/** Close the day (ADR 155): the cash this member counted against their own receipts, once. */
export function CloseDayForm({ practiceId, date }: { practiceId: string; date: string }) {
  const t = useT();
  const format = useFormat();
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState<DayClose | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      practiceId,
      date,
      counted: counted.trim() === '' ? Number.NaN : Number(counted),
    };
    if (!v.safeParse(DeskCloseSchema, input).success) return setError(CASH_MSG.counted);
    setError(null);
    setBusy(true);
    try {
      setClosed(await closeDay(practiceId, date, input.counted));
    } catch (failure) {
      // 409 DAY_CLOSED and the rest say why in the server's words (translated in the catalog).
      setError(failure instanceof ApiError ? failure.message : CASH_MSG.counted);
    } finally {
      setBusy(false);
    }
  }

  if (closed) {
    return (
      <dl className="desk-receipt-facts" aria-label={t('Day closed')}>
        {(
          [
            [t('Cash counted'), closed.counted],
            [t('Expected'), closed.expected],
            [t('Difference'), closed.difference],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="desk-fact">
            <dt>{label}</dt>
            <dd>
              <bdi>{format.money(amount)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('Close the day')}
      aria-busy={busy || undefined}
    >
      <FormField label={t('Cash counted (PKR)')} error={error && t(error)} required>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={counted}
            onChange={(e) => setCounted(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('Close the day')}
      </button>
    </form>
  );
}
