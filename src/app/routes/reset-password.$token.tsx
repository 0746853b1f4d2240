import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/reset-password/$token')({
  component: () => <ScreenPlaceholder title="Reset Password" />,
});
