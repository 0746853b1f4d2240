import type { ActivityIconType } from '#shared/schemas/admin-dashboard';

const PATHS: Record<ActivityIconType, string> = {
  // A head and shoulders.
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0Z',
  // A medical cross.
  doctor: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6Z',
  // A calendar page.
  appointment:
    'M6 5h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm-2 5h16M8 3v4m8-4v4',
  // A dot in a ring.
  other: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
};

/** ADR 081's icon by activity type; decorative, since the title says what happened. */
export function ActivityIcon({ type }: { type: ActivityIconType }) {
  const known = type in PATHS ? type : 'other';
  return (
    <span className={`ad-icon ad-icon-${known}`} aria-hidden="true">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          d={PATHS[known]}
          fill={known === 'appointment' ? 'none' : 'currentColor'}
          stroke={known === 'appointment' ? 'currentColor' : 'none'}
          strokeWidth="2"
        />
      </svg>
    </span>
  );
}
