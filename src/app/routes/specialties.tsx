import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/specialties')({
  component: () => <ScreenPlaceholder title="Specialties" />,
});
