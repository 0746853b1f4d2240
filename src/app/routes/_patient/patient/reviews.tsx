import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ReviewsScreen } from '#app/features/reviews/components/reviews-screen';

const id = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))), undefined);

/** ADR 076: ?doctor={doctorUserId}&appointment={id} pre-select what is reviewed. */
const ReviewsSearchSchema = v.object({ doctor: id, appointment: id });

export const Route = createFileRoute('/_patient/patient/reviews')({
  validateSearch: ReviewsSearchSchema,
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const { doctor, appointment } = Route.useSearch();
  return <ReviewsScreen doctor={doctor} appointment={appointment} />;
}
