import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_doctor/doctor/appointments')({
  component: () => <ScreenPlaceholder title="Appointments" />,
});
