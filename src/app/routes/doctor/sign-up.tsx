import { createFileRoute } from '@tanstack/react-router';
import { DoctorSignUpForm } from '#app/features/auth/components/doctor-sign-up-form';

export const Route = createFileRoute('/doctor/sign-up')({
  component: DoctorSignUpForm,
});
