import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/sign-up')({
  component: () => <ScreenPlaceholder title="Create an Account" />,
});
