import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';

export const Route = createFileRoute('/_patient/patient/reviews')({
  component: () => <ScreenPlaceholder title="My Reviews" />,
});
