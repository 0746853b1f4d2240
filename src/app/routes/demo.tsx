import { createFileRoute } from '@tanstack/react-router';
import { DemoSignIn } from '../features/auth/components/demo-sign-in';
import { DemoIntro } from '../features/public/components/demo-intro';

export const Route = createFileRoute('/demo')({
  component: () => (
    <DemoIntro>
      <DemoSignIn />
    </DemoIntro>
  ),
});
