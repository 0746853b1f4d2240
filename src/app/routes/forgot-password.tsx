import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/forgot-password')({
  component: () => <ScreenPlaceholder title="Forgot Password" />,
});
