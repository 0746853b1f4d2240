import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/_authed/payment')({
  component: () => <ScreenPlaceholder title="Payment Details" />,
});
