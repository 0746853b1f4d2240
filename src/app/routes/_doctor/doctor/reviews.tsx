import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadDoctorReviews } from '#app/features/doctor-patients/api/doctor-reviews-api';
import { DoctorReviewsScreen } from '#app/features/doctor-patients/components/doctor-reviews-screen';

export const Route = createFileRoute('/_doctor/doctor/reviews')({
  loader: ({ abortController }) => loadDoctorReviews(abortController.signal),
  component: DoctorReviewsRoute,
});

function DoctorReviewsRoute() {
  const router = useRouter();
  return (
    <DoctorReviewsScreen data={Route.useLoaderData()} onRetry={() => void router.invalidate()} />
  );
}
