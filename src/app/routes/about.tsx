import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/about')({
  component: () => <ScreenPlaceholder title="About Mashwara" />,
});
