import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { loadAdminDoctors } from '#app/features/admin-doctors/api/admin-doctors-api';
import { VerifyDoctorsScreen } from '#app/features/admin-doctors/components/verify-doctors-screen';
import { msg } from '#app/lib/i18n';

export const Route = createFileRoute('/_admin/admin/doctors')({
  loader: ({ abortController }) => loadAdminDoctors(abortController.signal),
  pendingComponent: () => <ScreenSkeleton kind="detail" title={msg('Verify Doctors')} />,
  component: DoctorsRoute,
});

function DoctorsRoute() {
  const router = useRouter();
  return (
    <VerifyDoctorsScreen data={Route.useLoaderData()} onRetry={() => void router.invalidate()} />
  );
}
