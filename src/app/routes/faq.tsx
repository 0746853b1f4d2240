import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/layouts/screen-placeholder';

export const Route = createFileRoute('/faq')({
  component: () => <ScreenPlaceholder title="Help Center" />,
});
