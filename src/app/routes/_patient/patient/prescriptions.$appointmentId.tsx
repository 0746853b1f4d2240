import { createFileRoute } from '@tanstack/react-router';
import {
  PATIENT_BACK,
  PrescriptionScreen,
} from '#app/features/visit-summaries/components/prescription-screen';

export const Route = createFileRoute('/_patient/patient/prescriptions/$appointmentId')({
  component: PatientPrescriptionRoute,
});

function PatientPrescriptionRoute() {
  const { appointmentId } = Route.useParams();
  return <PrescriptionScreen appointmentId={appointmentId} back={PATIENT_BACK} />;
}
