import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '#app/features/notifications/components/notifications-screen';

export const Route = createFileRoute('/_doctor/doctor/notifications')({
  component: NotificationsScreen,
});
