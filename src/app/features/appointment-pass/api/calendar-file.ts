import { apiDownload } from '#app/lib/api-client';
import { saveFile } from '#app/lib/save-file';

/**
 * The appointment's calendar file as the server makes it now (ADR 106): its SEQUENCE and status
 * are the server's, so a device copy that may be older is not used to build one.
 */
export async function downloadCalendarFile(appointmentId: string) {
  const { blob, fileName } = await apiDownload(
    `/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`,
  );
  saveFile(blob, fileName);
}
