import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_admin/admin/users')({
  component: () => <ScreenPlaceholder title="Manage Users" />,
});
