import { useT } from '#app/lib/i18n';

/** '★ 4.6 (12 reviews)', or 'No ratings yet'. */
export function Rating({ ratings }: { ratings?: { average: number; count: number } }) {
  const t = useT();
  if (!ratings || ratings.count === 0) return <span className="muted">{t('No ratings yet')}</span>;
  const average = ratings.average.toFixed(1);
  return (
    <span className="doctor-rating">
      <span aria-hidden="true" className="star">
        ★
      </span>{' '}
      <span className="sr-only">{t('Rated')} </span>
      {average}
      <span className="sr-only"> {t('out of 5')}</span>{' '}
      <span className="muted">
        ({ratings.count === 1 ? t('1 review') : t('{count} reviews', { count: ratings.count })})
      </span>
    </span>
  );
}
