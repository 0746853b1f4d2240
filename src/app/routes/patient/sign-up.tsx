import { createFileRoute } from '@tanstack/react-router';
import { PatientSignUpForm } from '#app/features/auth/components/patient-sign-up-form';

export const Route = createFileRoute('/patient/sign-up')({
  component: PatientSignUpForm,
});
