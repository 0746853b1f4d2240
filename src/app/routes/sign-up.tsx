import { createFileRoute } from '@tanstack/react-router';
import { SignUpChooser } from '../features/auth/components/sign-up-chooser';

export const Route = createFileRoute('/sign-up')({
  component: SignUpChooser,
});
