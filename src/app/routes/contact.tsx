import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/public/components/contact/contact-page';

export const Route = createFileRoute('/contact')({
  component: ContactPage,
});
