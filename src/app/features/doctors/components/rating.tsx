/** '★ 4.6 (12 reviews)', or 'No ratings yet'. */
export function Rating({ ratings }: { ratings?: { average: number; count: number } }) {
  if (!ratings || ratings.count === 0) return <span className="muted">No ratings yet</span>;
  const average = ratings.average.toFixed(1);
  return (
    <span className="doctor-rating">
      <span aria-hidden="true" className="star">
        ★
      </span>{' '}
      <span className="sr-only">Rated </span>
      {average}
      <span className="sr-only"> out of 5</span>{' '}
      <span className="muted">
        ({ratings.count} {ratings.count === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
