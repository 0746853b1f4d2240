import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_admin/admin/reports')({
  component: () => <ScreenPlaceholder title="Reports & Analytics" />,
});
