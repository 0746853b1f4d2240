import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen';

export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordScreen key={token} token={token} />;
}
