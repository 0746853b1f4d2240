import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/demo')({
  component: () => <ScreenPlaceholder title="Demo accounts" />,
});
