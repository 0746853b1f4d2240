import { useEffect, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { announceMaintenance, onMaintenance } from '#app/lib/maintenance';
import { useSession } from '#app/lib/session';

/** While the notice shows, the public settings are asked this often whether it has ended. */
export const MAINTENANCE_RECHECK_MS = 30_000;

/**
 * ADR 009: in maintenance mode only administrators are served. Everyone else is told so plainly,
 * once for the whole page, instead of each screen's "Failed to load"; the administrator is reminded
 * that the mode is on. It goes away by itself when the administrator turns the mode off.
 */
export function MaintenanceNotice() {
  const t = useT();
  const [on, setOn] = useState(false);
  const isAdmin = useSession((s) => s.user?.role === 'admin');

  useEffect(() => onMaintenance(setOn), []);

  useEffect(() => {
    if (!on) return;
    const timer = setInterval(async () => {
      // Loaded here, not above: pages that make no call keep the client out of their bundle.
      const { api } = await import('#app/lib/api-client');
      const answer = await api
        .get<{ maintenanceMode?: boolean }>('/settings/public')
        .catch(() => null);
      if (answer && answer.maintenanceMode === false) announceMaintenance(false);
    }, MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [on]);

  if (!on) return null;
  return (
    <div className="ui-strip" role="alert" data-no-save>
      {isAdmin
        ? t(
            'Maintenance mode is on: only administrators can use the service until you turn it off in System Settings.',
          )
        : t('The service is under maintenance. Please try again later.')}
    </div>
  );
}
