import { useT } from '#app/lib/i18n';
import { STATUS_LABEL } from '#app/lib/labels';
import type { AppointmentStatus } from '#shared/schemas/appointment';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const APPOINTMENT_TONE: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  scheduled: 'info',
  completed: 'success',
  cancelled: 'danger',
  'no-show': 'neutral',
};

/**
 * A status in words on a tinted ground (every tone's text meets WCAG AA, 4.5:1, on its ground).
 * The colour only repeats the word, so nothing is said by colour alone.
 */
export function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`ui-badge ui-badge-${tone}`}>{children}</span>;
}

/** An appointment's status (section 9's values), translated. */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const t = useT();
  return <Badge tone={APPOINTMENT_TONE[status]}>{t(STATUS_LABEL[status])}</Badge>;
}
