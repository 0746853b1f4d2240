import type { ReactNode } from 'react';
import { Avatar } from '#app/components/ui/avatar';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { EmptyState, FirstPage } from '#app/components/ui/empty-state';
import { ExportLink } from '#app/components/ui/export-link';
import { Pagination } from '#app/components/ui/pagination';
import { SearchBox } from '#app/components/ui/search-box';
import { Select } from '#app/components/ui/select';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { ROLE_LABEL } from '#app/lib/labels';
import { auditKind } from '#shared/domain/audit-kinds';
import { ADMIN_LOGS_PAGE_SIZE, type AuditLogEntry } from '#shared/schemas/admin-records';
import type { Role } from '#shared/schemas/user';
import type { LogsLoad } from '../api/admin-logs-api';
import { type LogFilters, TYPE_OPTIONS, toLogsQuery } from '../filters';
import '../admin-logs.css';

const SYSTEM = msg('System');

type Props = {
  load: LogsLoad;
  filters: LogFilters;
  onFiltersChange(next: LogFilters): void;
  onReload(): void;
};

/** /admin/logs (Audit Logs), doctor-and-admin.md section 2. */
export function LogsScreen({ load, filters, onFiltersChange, onReload }: Props) {
  const t = useT();
  const set = (patch: Partial<LogFilters>) =>
    onFiltersChange({ ...filters, ...patch, page: undefined });
  return (
    <section className="page admin-records" aria-labelledby="logs-title">
      <div className="admin-records-head">
        <h1 id="logs-title">{t('Audit Logs')}</h1>
        <ExportLink path="/admin/logs" query={toLogsQuery(filters)} />
      </div>
      <search className="card ui-filters" aria-label={t('Filter audit logs')}>
        <SearchBox
          label={t('Search')}
          placeholder={t('Search by user or action...')}
          value={filters.search}
          onSearch={(search) => set({ search })}
        />
        <Select
          label={t('Type')}
          placeholder={t('All Types')}
          value={filters.type ?? ''}
          options={TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(type) => set({ type: (type || undefined) as LogFilters['type'] })}
        />
        <div className="field">
          <label htmlFor="logs-date">{t('Date')}</label>
          <input
            id="logs-date"
            type="date"
            value={filters.date ?? ''}
            onChange={(e) => set({ date: e.target.value || undefined })}
          />
        </div>
      </search>
      {'failed' in load ? (
        <div className="banner banner-error" role="alert">
          <p>{t(load.failed)}</p>
          <button type="button" className="btn btn-ghost" onClick={onReload}>
            {t('Retry')}
          </button>
        </div>
      ) : (
        <>
          <LogsTable
            logs={load.page.logs}
            empty={
              <EmptyState
                title={t('No logs found')}
                action={
                  <FirstPage
                    page={load.page}
                    onFirst={() => onFiltersChange({ ...filters, page: undefined })}
                  />
                }
              />
            }
          />
          <Pagination
            numbered
            page={load.page.page}
            totalPages={load.page.totalPages}
            onPage={(page) => onFiltersChange({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}

function LogsTable({ logs, empty }: { logs: AuditLogEntry[]; empty: ReactNode }) {
  const t = useT();
  const f = useFormat();
  const roleLabel = (role: string | null) =>
    role && role in ROLE_LABEL ? t(ROLE_LABEL[role as Role]) : (role ?? '');
  const columns: Column<AuditLogEntry>[] = [
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
        <span className={`ui-badge admin-action-${auditKind(l.action)}`}>{l.action}</span>
      ),
    },
    {
      key: 'resource',
      header: t('Resource'),
      cell: (l) => (
        <span>
          <span className="admin-person-name">{l.resource}</span>
          {l.resourceId && <span className="muted admin-person-sub">{l.resourceId}</span>}
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
  return (
    <DataTable
      caption={t('Audit Logs')}
      columns={columns}
      rows={logs}
      rowKey={(l) => l.id}
      pageSize={ADMIN_LOGS_PAGE_SIZE}
      empty={empty}
    />
  );
}
