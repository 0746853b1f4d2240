import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { loadAdminDashboard } from '#app/features/admin-dashboard/api/admin-dashboard-api';
import { AdminDashboardScreen } from '#app/features/admin-dashboard/components/admin-dashboard-screen';
import { msg } from '#app/lib/i18n';

export const Route = createFileRoute('/_admin/admin/dashboard')({
  loader: ({ abortController }) => loadAdminDashboard(abortController.signal),
  pendingComponent: () => <ScreenSkeleton kind="detail" title={msg('Admin Dashboard')} />,
  component: DashboardRoute,
});

function DashboardRoute() {
  const router = useRouter();
  return (
    <AdminDashboardScreen data={Route.useLoaderData()} onRetry={() => void router.invalidate()} />
  );
}
