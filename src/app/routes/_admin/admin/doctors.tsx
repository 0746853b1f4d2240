import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { loadAdminDoctors } from '#app/features/admin-doctors/api/admin-doctors-api';
import { VerifyDoctorsScreen } from '#app/features/admin-doctors/components/verify-doctors-screen';
import { loadAdminWaitlist } from '#app/features/waitlist/api/waitlist-loaders';
import { AdminWaitlistCounts } from '#app/features/waitlist/components/waitlist-counts';
import { msg } from '#app/lib/i18n';

export const Route = createFileRoute('/_admin/admin/doctors')({
  loader: async ({ abortController }) => ({
    list: await loadAdminDoctors(abortController.signal),
    // Unawaited: how many wait per doctor and day (ADR 101) follows the list.
    waitlist: loadAdminWaitlist(abortController.signal),
  }),
  pendingComponent: () => <ScreenSkeleton kind="detail" title={msg('Verify Doctors')} />,
  component: DoctorsRoute,
});

function DoctorsRoute() {
  const router = useRouter();
  const { waitlist, list } = Route.useLoaderData();
  return (
    <VerifyDoctorsScreen data={list} onRetry={() => void router.invalidate()}>
      <AdminWaitlistCounts counts={waitlist} />
    </VerifyDoctorsScreen>
  );
}
