import { createFileRoute } from '@tanstack/react-router';
import { FamilyScreen } from '#app/features/profile/components/family-screen';

export const Route = createFileRoute('/_patient/patient/family')({
  component: FamilyScreen,
});
