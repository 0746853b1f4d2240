import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { loadAdminDashboard } from '#app/features/admin-dashboard/api/admin-dashboard-api';
import { AdminDashboardScreen } from '#app/features/admin-dashboard/components/admin-dashboard-screen';
import { outboxAvailable } from '#app/features/admin-messages/api/messages-api';
import { msg } from '#app/lib/i18n';

const REFUNDS = { to: '/admin/refunds', label: msg('Refunds to make') };
const MESSAGES = { to: '/admin/messages', label: msg('Failed Messages') };
const OUTBOX = { to: '/admin/outbox', label: msg('Local Outbox') };

export const Route = createFileRoute('/_admin/admin/dashboard')({
  loader: async ({ abortController }) => {
    const [data, outbox] = await Promise.all([
      loadAdminDashboard(abortController.signal),
      outboxAvailable(abortController.signal),
    ]);
    // The outbox's link only where the server keeps one: outside production (ADR 105).
    const messages = { ...MESSAGES, count: data.ok ? data.stats.failedMessages : 0 };
    return { data, more: outbox ? [REFUNDS, messages, OUTBOX] : [REFUNDS, messages] };
  },
  pendingComponent: () => <ScreenSkeleton kind="detail" title={msg('Admin Dashboard')} />,
  component: DashboardRoute,
});

function DashboardRoute() {
  const router = useRouter();
  const { data, more } = Route.useLoaderData();
  return (
    <AdminDashboardScreen data={data} moreActions={more} onRetry={() => void router.invalidate()} />
  );
}
