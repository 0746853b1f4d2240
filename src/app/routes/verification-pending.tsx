import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/verification-pending')({
  component: () => <ScreenPlaceholder title="Verification Pending" />,
});
