import { Badge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { SystemInfo } from '#shared/schemas/system-info';
import { storageParts, uptimeParts } from '../system-info';

type Props = { system: SystemInfo | null; error: string | null };

/** System Information from GET /admin/system: the running server's figures, not static ones. */
export function SystemInfoCard({ system, error }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="card as-card" aria-labelledby="settings-info">
      <h2 id="settings-info">{t('System Information')}</h2>
      {!system ? (
        <p className="banner banner-error" role="alert">
          {t(error ?? 'Failed to load system information')}
        </p>
      ) : (
        <dl className="as-info">
          <dt>{t('Version')}</dt>
          <dd>{system.version}</dd>
          <dt>{t('Uptime')}</dt>
          <dd>
            {t(
              '{days}d {hours}h {minutes}m',
              numbers(uptimeParts(system.uptimeSeconds), format.number),
            )}
          </dd>
          <dt>{t('Storage Used')}</dt>
          <dd>
            {system.databaseBytes === null
              ? t('Not available')
              : (() => {
                  const { value, unit } = storageParts(system.databaseBytes);
                  return `${format.number(value)} ${unit}`;
                })()}
          </dd>
          <dt>{t('Status')}</dt>
          <dd>
            {system.status === 'active' ? (
              <Badge tone="success">{t('Active')}</Badge>
            ) : (
              <Badge tone="danger">{t('Degraded')}</Badge>
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}

const numbers = (parts: Record<string, number>, number: (n: number) => string) =>
  Object.fromEntries(Object.entries(parts).map(([k, n]) => [k, number(n)]));
