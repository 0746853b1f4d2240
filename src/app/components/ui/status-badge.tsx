import { msg, useT } from '#app/lib/i18n';
import type { AppointmentStatus } from '#shared/schemas/appointment';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const APPOINTMENT_BADGE: Record<AppointmentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: msg('Pending'), tone: 'warning' },
  scheduled: { label: msg('Scheduled'), tone: 'success' },
  completed: { label: msg('Completed'), tone: 'success' },
  cancelled: { label: msg('Cancelled'), tone: 'danger' },
  'no-show': { label: msg('No-show'), tone: 'danger' },
};

/**
 * A status in words on a tinted ground (every tone's text meets WCAG AA, 4.5:1, on its ground).
 * The colour only repeats the word, so nothing is said by colour alone.
 */
export function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`ui-badge ui-badge-${tone}`}>{children}</span>;
}

/** An appointment's status (ADR 079's values) as a label; an unknown one shows as it is. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const badge = APPOINTMENT_BADGE[status as AppointmentStatus];
  return badge ? (
    <Badge tone={badge.tone}>{t(badge.label)}</Badge>
  ) : (
    <Badge tone="neutral">{status}</Badge>
  );
}
