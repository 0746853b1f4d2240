import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadSettingsScreen } from '#app/features/admin-settings/api/settings-api';
import { SettingsScreen } from '#app/features/admin-settings/components/settings-screen';

export const Route = createFileRoute('/_admin/admin/settings')({
  loader: ({ abortController }) => loadSettingsScreen(abortController.signal),
  component: SettingsRoute,
});

function SettingsRoute() {
  const router = useRouter();
  return <SettingsScreen data={Route.useLoaderData()} onRetry={() => void router.invalidate()} />;
}
