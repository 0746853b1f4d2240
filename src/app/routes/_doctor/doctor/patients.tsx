import { createFileRoute } from '@tanstack/react-router';
import { PatientsScreen } from '#app/features/doctor-patients/components/patients-screen';

export const Route = createFileRoute('/_doctor/doctor/patients')({
  component: PatientsScreen,
});
