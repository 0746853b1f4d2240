import { useT } from '#app/lib/i18n';

type Props = {
  name: string;
  value: number;
  error?: string | null;
  onChange(rating: number): void;
};

/**
 * Five native radio buttons drawn as stars: arrow keys move between them, and each is named
 * "n out of 5 stars". The stars up to the chosen one are filled.
 */
export function RatingInput({ name, value, error, onChange }: Props) {
  const t = useT();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="review-rating"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {t('Rating')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="review-rating-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? 'review-star is-on' : 'review-star'}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('{count} out of 5 stars', { count: n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
