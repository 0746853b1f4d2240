import { createFileRoute } from '@tanstack/react-router';
import { loadDevices } from '#app/features/devices/api/devices-api';
import { DevicesScreen } from '#app/features/devices/components/devices-screen';

/** /devices for every role: needs the network; offline, the layout's error says so and retries. */
export const Route = createFileRoute('/_authed/devices')({
  loader: ({ abortController }) => loadDevices(abortController.signal),
  component: DevicesRoute,
});

function DevicesRoute() {
  return <DevicesScreen devices={Route.useLoaderData()} />;
}
