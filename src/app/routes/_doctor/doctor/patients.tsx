import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_doctor/doctor/patients')({
  component: () => <ScreenPlaceholder title="My Patients" />,
});
