import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { STATUS_LABEL } from '#app/lib/labels';
import { Trans } from '#app/lib/trans';
import type { Appointment } from '#shared/schemas/appointment';

// The first sentence names whom the visit is for (ADR 095), the second how its fee is paid: a
// video visit has no clinic desk to pay at.
const BOOKED_SELF = msg('Your appointment with {doctor} on {date} at {time} is <0>{status}</0>.');
const BOOKED_MEMBER = msg(
  'The appointment for {member} with {doctor} on {date} at {time} is <0>{status}</0>.',
);
const PAY_AT_CLINIC = msg('You can pay the consultation fee online now or at the clinic.');
const PAY_ONLINE = msg('A video consultation is paid online. You can pay the fee now.');

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
  const member = appointment.familyMember?.name;
  return (
    <div className="booking-success">
      <p className="banner banner-success" role="status">
        {t('Appointment Booked Successfully')}
      </p>
      <p>
        <Trans
          id={member ? BOOKED_MEMBER : BOOKED_SELF}
          values={{
            member,
            doctor: appointment.doctor?.name ?? t('the doctor'),
            date: format.date(appointment.startTime, { timeZone }),
            time: format.time(appointment.startTime, { timeZone }),
            status: t(STATUS_LABEL[appointment.status]),
          }}
          components={{ 0: <strong /> }}
        />{' '}
        {t(appointment.mode === 'video' ? PAY_ONLINE : PAY_AT_CLINIC)}
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
