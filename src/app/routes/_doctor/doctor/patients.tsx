import { createFileRoute } from '@tanstack/react-router';
import { PatientsScreen } from '#app/features/doctor-patients/components/patients-screen';
import { PatientSummaries } from '#app/features/visit-summaries/components/patient-summaries';

export const Route = createFileRoute('/_doctor/doctor/patients')({
  component: PatientsRoute,
});

function PatientsRoute() {
  return (
    <PatientsScreen
      renderExtra={(patient, open) => <PatientSummaries patient={patient} open={open} />}
    />
  );
}
