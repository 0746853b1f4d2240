import { createFileRoute } from '@tanstack/react-router';
import { WaitlistScreen } from '#app/features/waitlist/components/waitlist-screen';

export const Route = createFileRoute('/_patient/patient/waitlist')({
  component: WaitlistScreen,
});
