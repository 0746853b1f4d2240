import { createFileRoute } from '@tanstack/react-router';
import { DoctorReviewsScreen } from '#app/features/doctor-patients/components/doctor-reviews-screen';

export const Route = createFileRoute('/_doctor/doctor/reviews')({
  component: DoctorReviewsScreen,
});
