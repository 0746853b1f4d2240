import { createFileRoute } from '@tanstack/react-router';
import { loadDashboardStats } from '#app/features/doctor-day/api/dashboard-api';
import { DoctorDashboardScreen } from '#app/features/doctor-day/components/doctor-dashboard-screen';

/** The lists are the on-device mirror (ADR 006); the stats are deferred so offline never waits. */
export const Route = createFileRoute('/_doctor/doctor/dashboard')({
  loader: ({ abortController }) => ({ stats: loadDashboardStats(abortController.signal) }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { stats } = Route.useLoaderData();
  return <DoctorDashboardScreen stats={stats} />;
}
