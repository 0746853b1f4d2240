import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_patient/patient/profile')({
  component: () => <ScreenPlaceholder title="My Profile" />,
});
