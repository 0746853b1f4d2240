import { useState } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { REVIEW_MSG, REVIEW_RESPONSE_MAX, type Review } from '#shared/schemas/review';
import { RESPONSE_FAILED, respondToReview } from '../api/doctor-reviews-api';

type Props = { review: Review; onResponded(review: Review, text: string): void };

/** ADR 008, "Review response": the doctor responds once; needs a connection. */
export function ResponseForm({ review, onResponded }: Props) {
  const t = useT();
  const online = useOnline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const response = text.trim();
    if (!response) {
      setError(t(REVIEW_MSG.responseRequired));
      return;
    }
    setSending(true);
    setError(null);
    try {
      onResponded(await respondToReview(review._id, response), response);
    } catch (failure) {
      setError(t(errorMessage(failure, RESPONSE_FAILED)));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="dp-respond" onSubmit={submit} noValidate>
      <FormField label={t('Your response')} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REVIEW_RESPONSE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      {!online && <p className="muted">{t('You are offline. Responding needs a connection.')}</p>}
      <button type="submit" className="btn btn-primary" disabled={sending || !online}>
        {t('Submit Response')}
      </button>
    </form>
  );
}
