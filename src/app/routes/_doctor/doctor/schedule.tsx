import { createFileRoute } from '@tanstack/react-router';
import { ScheduleScreen } from '#app/features/doctor-profile/components/schedule-screen';
import { loadDoctorWaitlist } from '#app/features/waitlist/api/waitlist-loaders';
import { DoctorWaitlistCounts } from '#app/features/waitlist/components/waitlist-counts';

export const Route = createFileRoute('/_doctor/doctor/schedule')({
  // Unawaited: the schedule opens from the device at once; the counts follow (ADR 101).
  loader: ({ abortController }) => ({ waitlist: loadDoctorWaitlist(abortController.signal) }),
  component: ScheduleRoute,
});

function ScheduleRoute() {
  const { waitlist } = Route.useLoaderData();
  return (
    <ScheduleScreen>
      <DoctorWaitlistCounts counts={waitlist} />
    </ScheduleScreen>
  );
}
