import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/terms')({
  component: () => <ScreenPlaceholder title="Terms and Conditions" />,
});
