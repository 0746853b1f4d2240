import { RecordsPage, type RecordsRoute } from '#app/components/records/records-page';
import { Avatar } from '#app/components/ui/avatar';
import type { Column } from '#app/components/ui/data-table';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { ROLE_LABEL } from '#app/lib/labels';
import { auditKind } from '#shared/domain/audit-kinds';
import { ADMIN_LOGS_PAGE_SIZE, type AuditLogEntry } from '#shared/schemas/admin-records';
import type { Role } from '#shared/schemas/user';
import { type LogFilters, TYPE_OPTIONS, toLogsQuery } from '../filters';
import { ACTION_LABEL, RESOURCE_LABEL } from '../log-labels';
import '../admin-logs.css';

const SYSTEM = msg('System');

/** /admin/logs (Audit Logs). */
export function LogsScreen(route: RecordsRoute<LogFilters>) {
  const t = useT();
  const columns = useColumns();
  return (
    <RecordsPage
      route={route}
      title={t('Audit Logs')}
      exportPath="/admin/logs"
      toQuery={toLogsQuery}
      filtersLabel={t('Filter audit logs')}
      searchPlaceholder={t('Search by user or action...')}
      fields={[
        { key: 'type', label: t('Type'), all: t('All Types'), options: TYPE_OPTIONS },
        { key: 'date', label: t('Date'), date: true },
      ]}
      table={{
        caption: t('Audit Logs'),
        columns,
        rowKey: (l) => l.id,
        pageSize: ADMIN_LOGS_PAGE_SIZE,
        empty: t('No logs found'),
      }}
    />
  );
}

function useColumns(): Column<AuditLogEntry>[] {
  const t = useT();
  const f = useFormat();
  const roleLabel = (role: string | null) =>
    role && role in ROLE_LABEL ? t(ROLE_LABEL[role as Role]) : (role ?? '');
  return [
    {
      key: 'timestamp',
      header: t('Timestamp'),
      cell: (l) => f.date(l.timestamp, { pattern: 'MMM d, yyyy, h:mm a' }),
    },
    {
      key: 'user',
      header: t('User'),
      cell: (l) => {
        const name = l.user.name ?? t(SYSTEM);
        return (
          <span className="admin-person">
            <Avatar name={name} size={28} />
            <span>
              <span className="admin-person-name">{name}</span>
              <span className="muted admin-person-sub">{roleLabel(l.user.role)}</span>
            </span>
          </span>
        );
      },
    },
    {
      key: 'action',
      header: t('Action'),
      cell: (l) => (
        <span className={`ui-badge admin-action-${auditKind(l.action)}`}>
          {t(ACTION_LABEL[l.action] ?? l.action)}
        </span>
      ),
    },
    {
      key: 'resource',
      header: t('Resource'),
      cell: (l) => (
        <span>
          <span className="admin-person-name">{t(RESOURCE_LABEL[l.resource] ?? l.resource)}</span>
          {l.resourceId && <bdi className="muted admin-person-sub">{l.resourceId}</bdi>}
        </span>
      ),
    },
    {
      key: 'details',
      header: t('Details'),
      cell: (l) => (
        <span className="admin-log-details" title={l.details}>
          {l.details}
        </span>
      ),
    },
    { key: 'ip', header: t('IP Address'), cell: (l) => <bdi>{l.ipAddress ?? ''}</bdi> },
  ];
}
