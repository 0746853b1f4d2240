import { createFileRoute } from '@tanstack/react-router';
import { SpecialtiesScreen } from '../features/doctors/components/specialties-screen';

export const Route = createFileRoute('/specialties')({
  component: SpecialtiesScreen,
});
