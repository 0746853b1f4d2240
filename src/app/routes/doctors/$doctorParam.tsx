import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/doctors/$doctorParam')({
  component: () => <ScreenPlaceholder title="Doctor Profile" />,
});
