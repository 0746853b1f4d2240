import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/sign-in')({
  component: () => <ScreenPlaceholder title="Welcome Back" />,
});
