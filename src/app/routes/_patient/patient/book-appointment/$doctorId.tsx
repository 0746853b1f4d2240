import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../../components/layouts/screen-placeholder';

export const Route = createFileRoute('/_patient/patient/book-appointment/$doctorId')({
  component: () => <ScreenPlaceholder title="Book Appointment" />,
});
