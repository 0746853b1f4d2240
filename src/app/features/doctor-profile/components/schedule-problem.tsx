import { msg, useT } from '#app/lib/i18n';
import type { SyncStatus } from '#app/offline/sync-status';

export const ACCESS_DENIED = msg('Access denied. Only doctors can manage schedules.');
export const AUTH_FAILED = msg('Authentication failed. Please log in again.');
export const PROFILE_NOT_FOUND = msg('Doctor profile not found. Please contact support.');
export const LOAD_FAILED = msg('Failed to load schedule: {message}.');

/** Why the schedule could not be loaded, in the screen's words for each answer. */
export function loadProblem(status: Pick<SyncStatus, 'lastStatus' | 'lastError'>) {
  if (status.lastStatus === 403) return { text: ACCESS_DENIED };
  if (status.lastStatus === 401) return { text: AUTH_FAILED };
  if (status.lastStatus === 404) return { text: PROFILE_NOT_FOUND };
  return { text: LOAD_FAILED, message: status.lastError ?? '' };
}

type Props = { text: string; message?: string; onRetry?: () => void; retrying?: boolean };

/** The schedule's load failure in place of the calendar, with Retry where trying again helps. */
export function ScheduleProblem({ text, message, onRetry, retrying }: Props) {
  const t = useT();
  // The server's sentence keeps its meaning without its own full stop inside the screen's.
  const reason = message === undefined ? {} : { message: t(message).replace(/[.۔]\s*$/, '') };
  return (
    <div className="banner banner-error" role="alert">
      <span>{t(text, reason)}</span>
      {onRetry && (
        <button type="button" className="btn btn-light" onClick={onRetry} disabled={retrying}>
          {t('Retry')}
        </button>
      )}
    </div>
  );
}
