import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/patient/sign-up')({
  component: () => <ScreenPlaceholder title="Create Patient Account" />,
});
