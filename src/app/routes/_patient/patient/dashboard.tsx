import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#app/features/dashboard/components/dashboard-screen';

export const Route = createFileRoute('/_patient/patient/dashboard')({
  component: DashboardScreen,
});
