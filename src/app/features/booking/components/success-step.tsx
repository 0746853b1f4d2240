import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { STATUS_LABEL } from '#app/lib/labels';
import { Trans } from '#app/lib/trans';
import type { Appointment } from '#shared/schemas/appointment';

type Props = {
  appointment: Appointment;
  timeZone: string;
  onBookAnother: () => void;
  /** Called before leaving the wizard through one of its links (closes the dialog). */
  onLeave?: () => void;
  /** What the route adds under the confirmation (the offer of notifications, ADR 104). */
  children?: ReactNode;
};

export function SuccessStep({ appointment, timeZone, onBookAnother, onLeave, children }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="booking-success">
      <p className="banner banner-success" role="status">
        {t('Appointment Booked Successfully')}
      </p>
      <p>
        <Trans
          id="Your appointment with {doctor} on {date} at {time} is <0>{status}</0>. You can pay the consultation fee online now or at the clinic."
          values={{
            doctor: appointment.doctor?.name ?? t('the doctor'),
            date: format.date(appointment.startTime, { timeZone }),
            time: format.time(appointment.startTime, { timeZone }),
            status: t(STATUS_LABEL[appointment.status]),
          }}
          components={{ 0: <strong /> }}
        />
      </p>
      {children}
      <div className="wizard-actions">
        <Link to="/patient/appointments" className="btn btn-ghost" onClick={onLeave}>
          {t('View Appointments')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onBookAnother}>
          {t('Book Another')}
        </button>
        <Link
          to="/payment"
          search={{ appointmentId: appointment._id }}
          className="btn btn-primary"
          onClick={onLeave}
        >
          {t('Pay Now')}
        </Link>
      </div>
    </div>
  );
}
