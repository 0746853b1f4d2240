import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/doctor/sign-up')({
  component: () => <ScreenPlaceholder title="Create Doctor Account" />,
});
