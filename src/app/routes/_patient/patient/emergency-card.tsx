import { createFileRoute } from '@tanstack/react-router';
import { EmergencyCardScreen } from '#app/features/profile/components/emergency-card';

export const Route = createFileRoute('/_patient/patient/emergency-card')({
  component: EmergencyCardScreen,
});
