import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/public/components/legal/privacy-page';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});
