import { createFileRoute } from '@tanstack/react-router';
import { DoctorProfileScreen } from '#app/features/doctor-profile/components/doctor-profile-screen';

export const Route = createFileRoute('/_doctor/doctor/profile')({
  component: DoctorProfileScreen,
});
