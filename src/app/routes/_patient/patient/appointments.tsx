import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/_patient/patient/appointments')({
  component: () => <ScreenPlaceholder title="My Appointments" />,
});
