import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/public/components/landing/landing-page';
import { redirectSignedIn } from '../lib/guards';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => redirectSignedIn(context.session),
  component: LandingPage,
});
