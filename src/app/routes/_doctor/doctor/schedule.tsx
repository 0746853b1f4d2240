import { createFileRoute } from '@tanstack/react-router';
import { ScheduleScreen } from '#app/features/doctor-profile/components/schedule-screen';

export const Route = createFileRoute('/_doctor/doctor/schedule')({
  component: ScheduleScreen,
});
