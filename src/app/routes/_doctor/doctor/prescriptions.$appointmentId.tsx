import { createFileRoute } from '@tanstack/react-router';
import {
  DOCTOR_BACK,
  PrescriptionScreen,
} from '#app/features/visit-summaries/components/prescription-screen';

export const Route = createFileRoute('/_doctor/doctor/prescriptions/$appointmentId')({
  component: DoctorPrescriptionRoute,
});

function DoctorPrescriptionRoute() {
  const { appointmentId } = Route.useParams();
  return <PrescriptionScreen appointmentId={appointmentId} back={DOCTOR_BACK} />;
}
