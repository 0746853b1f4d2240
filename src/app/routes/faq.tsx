import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/public/components/faq/faq-page';

export const Route = createFileRoute('/faq')({
  component: FaqPage,
});
