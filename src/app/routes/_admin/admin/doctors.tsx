import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_admin/admin/doctors')({
  component: () => <ScreenPlaceholder title="Verify Doctors" />,
});
