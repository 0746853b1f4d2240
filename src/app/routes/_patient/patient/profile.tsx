import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '#app/features/profile/components/profile-screen';

export const Route = createFileRoute('/_patient/patient/profile')({
  component: ProfileScreen,
});
