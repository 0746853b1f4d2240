import { useEffect, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { STATUS_LABEL } from '#app/lib/labels';
import { toast } from '#app/stores/toasts';
import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentStatus,
} from '#shared/schemas/appointment';
import { setAppointmentStatus } from '../api/admin-appointments-api';

type Props = { appointment: Appointment; onChanged(): void };

/** The Actions dropdown: any of the five statuses, applied at once (section 4). */
export function AppointmentStatusSelect({ appointment, onChanged }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  // The choice shows at once; the list's reload then confirms it (or a failure puts it back).
  const [value, setValue] = useState(appointment.status);
  useEffect(() => setValue(appointment.status), [appointment.status]);

  async function change(status: AppointmentStatus) {
    setBusy(true);
    setValue(status);
    try {
      await setAppointmentStatus(appointment._id, status);
      toast.success(msg('Appointment status updated successfully'));
      onChanged();
    } catch (error) {
      setValue(appointment.status);
      toast.error(
        t('Failed to update appointment status: {message}', {
          message: t(errorMessage(error, msg('Something went wrong'))),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <select
      className="ui-select"
      aria-label={t('Status of the appointment of {name}', { name: appointment.patient.name })}
      value={value}
      disabled={busy}
      onChange={(e) => void change(e.target.value as AppointmentStatus)}
    >
      {APPOINTMENT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(STATUS_LABEL[s])}
        </option>
      ))}
    </select>
  );
}
