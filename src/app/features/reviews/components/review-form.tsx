import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { FormField } from '#app/components/ui/form-field';
import { msg, useT } from '#app/lib/i18n';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, UpdateReviewSchema } from '#shared/schemas/review';
import type { ReviewFields } from '../api/review-kinds';
import { RatingInput } from './rating-input';

type Errors = Partial<Record<keyof ReviewFields, string>>;

export const EMPTY_REVIEW: ReviewFields = { rating: 0, title: '', review: '', isAnonymous: false };

/** ADR 077's review rules, from the schema the server validates with. */
export function reviewErrors(fields: ReviewFields): Errors {
  const result = v.safeParse(UpdateReviewSchema, fields);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof ReviewFields | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

type Props = {
  initial: ReviewFields;
  submitLabel: string;
  /** Controls above the fields (the appointment being reviewed). */
  before?: React.ReactNode;
  /** A further check before the fields' own (no appointment chosen); a message id or null. */
  check?(): string | null;
  onSubmit(fields: ReviewFields): Promise<void>;
  onCancel?(): void;
};

const ORDER: (keyof ReviewFields)[] = ['rating', 'title', 'review'];

/** Rating, title, text and 'Post anonymously' (ADR 077), for writing and for editing. */
export function ReviewForm({ initial, submitLabel, before, check, onSubmit, onCancel }: Props) {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ReviewFields>(key: K, value: ReviewFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || check?.()) return;
    const found = reviewErrors(fields);
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${id}-${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ ...fields, title: fields.title.trim(), review: fields.review.trim() });
    } finally {
      setBusy(false);
    }
  }

  const error = (key: keyof ReviewFields) => (errors[key] ? t(errors[key]) : null);
  return (
    <form ref={form} className="review-form" onSubmit={submit} noValidate aria-busy={busy}>
      {before}
      <RatingInput
        name={`${id}-rating`}
        value={fields.rating}
        error={error('rating')}
        onChange={(n) => set('rating', n)}
      />
      <FormField label={t('Title')} required error={error('title')}>
        {(control) => (
          <input
            {...control}
            name={`${id}-title`}
            value={fields.title}
            maxLength={REVIEW_TITLE_MAX}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('Your review')}
        required
        error={error('review')}
        help={t('{count} of {max} characters', {
          count: fields.review.length,
          max: REVIEW_TEXT_MAX,
        })}
      >
        {(control) => (
          <textarea
            {...control}
            name={`${id}-review`}
            rows={5}
            value={fields.review}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(e) => set('review', e.target.value)}
          />
        )}
      </FormField>
      <label className="review-check">
        <input
          type="checkbox"
          checked={fields.isAnonymous}
          onChange={(e) => set('isAnonymous', e.target.checked)}
        />{' '}
        {t('Post anonymously')}
      </label>
      <div className="row review-form-actions">
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t(SAVING) : submitLabel}
        </button>
      </div>
    </form>
  );
}

const SAVING = msg('Saving…');
