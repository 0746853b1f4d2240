import { Link } from '@tanstack/react-router';
import { useNow } from '#app/hooks/use-now';
import { useT } from '#app/lib/i18n';
import { CALL_CLOSE_AFTER_MINUTES } from '#shared/schemas/call';

type Joinable = { _id: string; mode?: string; status: string; endTime?: string };

/**
 * A video visit (ADR 112) still to happen can be joined until its room closes, 60 minutes after
 * the end (ADR 113); the room itself says whether it is open yet (the waiting room).
 */
export function canJoinCall(a: Joinable, now: number): boolean {
  if (a.mode !== 'video' || (a.status !== 'pending' && a.status !== 'scheduled')) return false;
  const end = a.endTime ? Date.parse(a.endTime) : Number.NaN;
  return Number.isNaN(end) || now < end + CALL_CLOSE_AFTER_MINUTES * 60_000;
}

/** "Join call" on the appointment cards, the pass and the doctor's day: a plain link to the room. */
export function JoinCallLink({
  appointment,
  name,
  className = '',
}: {
  appointment: Joinable;
  name: string;
  className?: string;
}) {
  const t = useT();
  const now = useNow();
  if (!canJoinCall(appointment, now)) return null;
  return (
    <div className={`row appt-actions ${className}`.trim()}>
      <Link
        className="btn btn-primary"
        to="/call/$appointmentId"
        params={{ appointmentId: appointment._id }}
        aria-label={t('Join call with {name}', { name })}
      >
        {t('Join call')}
      </Link>
    </div>
  );
}
