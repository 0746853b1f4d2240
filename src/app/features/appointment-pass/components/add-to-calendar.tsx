import { useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import { downloadCalendarFile } from '../api/calendar-file';

const OFFLINE_NOTE_ID = 'pass-calendar-offline';

/**
 * "Add to calendar": downloads the appointment's .ics from the server (ADR 106). A cancelled
 * appointment's file removes the event; a past one has none. Offline the button waits for a
 * connection and says so.
 */
export function AddToCalendar({
  appointmentId,
  status,
}: {
  appointmentId: string;
  status: string;
}) {
  const t = useT();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  if (status !== 'pending' && status !== 'scheduled' && status !== 'cancelled') return null;

  async function download() {
    setBusy(true);
    try {
      await downloadCalendarFile(appointmentId);
    } catch (error) {
      toast.error(errorMessage(error, msg('Failed to download the calendar file')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-light"
        onClick={() => void download()}
        disabled={busy || !online}
        aria-describedby={online ? undefined : OFFLINE_NOTE_ID}
      >
        {status === 'cancelled' ? t('Remove from calendar') : t('Add to calendar')}
      </button>
      {!online && (
        <p id={OFFLINE_NOTE_ID} className="muted pass-calendar-note">
          {t('You are offline. Adding the appointment to your calendar needs a connection.')}
        </p>
      )}
    </>
  );
}
