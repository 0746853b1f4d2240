import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/doctors/')({
  component: () => <ScreenPlaceholder title="Find a Doctor" />,
});
