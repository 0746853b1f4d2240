import { useEffect, useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { Skeleton } from '#app/components/ui/skeleton';
import { msg, useT } from '#app/lib/i18n';
import { useMirrorAppointment } from '#app/offline/collections/appointments';
import { useVisit } from '#app/offline/collections/visits';
import { refreshSummary } from '../api/summary-api';
import { PrescriptionPage } from './prescription-sheet';

type Props = {
  appointmentId: string;
  /** Where the way back from "not on this device" leads. */
  back: { to: '/patient/appointments' | '/doctor/appointments'; label: string };
};

/**
 * The printable prescription of one visit, read from the device (the visits collection), so it
 * opens and prints offline; online, the server's latest version is fetched and kept first.
 */
export function PrescriptionScreen({ appointmentId, back }: Props) {
  const t = useT();
  const visit = useVisit(appointmentId);
  const appointment = useMirrorAppointment(appointmentId) as { date?: string } | null | undefined;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    refreshSummary(appointmentId)
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [appointmentId]);

  const summary = visit?.summary;
  if (summary) {
    const date = visit?.appointment?.date ?? appointment?.date ?? null;
    return (
      <section className="page" aria-label={t('Prescription')}>
        <PrescriptionPage summary={summary} visitDate={date} />
      </section>
    );
  }
  if (visit === undefined || !checked)
    return <Skeleton label={t('Loading prescription…')} lines={6} />;
  return (
    <section className="page" aria-labelledby="rx-missing">
      <h1 id="rx-missing">{t('Prescription')}</h1>
      <EmptyState title={t('This prescription is not on this device.')} link={back} />
    </section>
  );
}

export const PATIENT_BACK = { to: '/patient/appointments' as const, label: msg('My Appointments') };
export const DOCTOR_BACK = { to: '/doctor/appointments' as const, label: msg('Appointments') };
