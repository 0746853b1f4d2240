import { Link } from '@tanstack/react-router';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import type { Appointment } from '#shared/schemas/appointment';

type Props = {
  appointment: Appointment;
  timeZone: string;
  onBookAnother: () => void;
  /** Called before leaving the wizard through one of its links (closes the dialog). */
  onLeave?: () => void;
};

export function SuccessStep({ appointment, timeZone, onBookAnother, onLeave }: Props) {
  return (
    <div className="booking-success">
      <p className="banner banner-success" role="status">
        Appointment Booked Successfully
      </p>
      <p>
        Your appointment with {appointment.doctor?.name ?? 'the doctor'} on{' '}
        {formatClinicDate(appointment.startTime, { timeZone })} at{' '}
        {formatClinicTime(appointment.startTime, { timeZone })} is{' '}
        <strong>{appointment.status}</strong>. You can pay the consultation fee online now or at the
        clinic.
      </p>
      <div className="wizard-actions">
        <Link to="/patient/appointments" className="btn btn-ghost" onClick={onLeave}>
          View Appointments
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onBookAnother}>
          Book Another
        </button>
        <Link
          to="/payment"
          search={{ appointmentId: appointment._id }}
          className="btn btn-primary"
          onClick={onLeave}
        >
          Pay Now
        </Link>
      </div>
    </div>
  );
}
