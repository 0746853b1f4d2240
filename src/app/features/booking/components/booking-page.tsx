import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';
import type { Doctor } from '#shared/schemas/doctor';
import type { BookingDay } from '../hooks/use-booking-wizard';
import { BookingWizard } from './booking-wizard';

/** The wizard as a page: a Back button, and Cancel returns to the doctor. */
export function BookingPage({
  doctor,
  afterBooking,
  ...day
}: BookingDay & { doctor: Doctor; afterBooking?: ReactNode }) {
  const doctorId = doctor._id;
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  const toDoctor = () => void navigate({ to: '/patient/doctors/$id', params: { id: doctorId } });
  return (
    <section className="page booking-page" aria-labelledby="booking-title">
      <button
        type="button"
        className="btn btn-ghost booking-back"
        onClick={() => (router.history.canGoBack() ? router.history.back() : toDoctor())}
      >
        {t('← Back')}
      </button>
      <div className="card">
        <BookingWizard doctor={doctor} {...day} onCancel={toDoctor} afterBooking={afterBooking} />
      </div>
    </section>
  );
}
