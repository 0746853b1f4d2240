import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';
import { msg } from '#app/lib/i18n';

export const Route = createFileRoute('/_patient/patient/reviews')({
  component: () => <ScreenPlaceholder title={msg('My Reviews')} />,
});
