import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_authed/profile')({
  component: () => <ScreenPlaceholder title="My Profile" />,
});
