import { createFileRoute } from '@tanstack/react-router';
import { DoctorAppointmentsScreen } from '#app/features/doctor-day/components/doctor-appointments-screen';

/** The list is the on-device mirror (offline-first, D6): no loader. */
export const Route = createFileRoute('/_doctor/doctor/appointments')({
  component: DoctorAppointmentsScreen,
});
