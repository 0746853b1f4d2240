import { useId } from 'react';
import type { RecordsLoad } from '#app/components/records/records-load';
import { RecordsResult } from '#app/components/records/records-page';
import type { Column } from '#app/components/ui/data-table';
import { Select } from '#app/components/ui/select';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { ADMIN_MESSAGES_PAGE_SIZE, type AdminMessage } from '#shared/schemas/outgoing-message';
import { type MessageFilters, STATUS_LABEL, STATUS_OPTIONS, type StatusFilter } from '../filters';
import { CHANNEL_NAME } from '../labels';
import '../admin-messages.css';

type Props = {
  load: RecordsLoad<AdminMessage>;
  filters: MessageFilters;
  onFiltersChange(next: MessageFilters): void;
  onReload(): void;
};

const WHEN = 'MMM d, yyyy, h:mm a';

/**
 * /admin/messages: SMS and WhatsApp messages by status, failed ones first shown, so the
 * administrator sees what the provider refused or never answered (ADR 105).
 */
export function MessagesScreen({ load, filters, onFiltersChange, onReload }: Props) {
  const t = useT();
  const titleId = useId();
  const columns = useColumns();
  const status: StatusFilter = filters.status ?? 'failed';
  return (
    <section className="page admin-messages" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('Messages')}</h1>
      <p className="muted">{t('SMS and WhatsApp messages, newest first.')}</p>
      <div className="am-filters">
        <Select
          label={t('Status')}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={status}
          onChange={(value) => onFiltersChange({ status: value as StatusFilter, page: undefined })}
        />
      </div>
      <RecordsResult
        load={load}
        table={{
          caption: t('{status} messages', { status: t(STATUS_LABEL[status]) }),
          columns,
          rowKey: (m) => m.id,
          pageSize: ADMIN_MESSAGES_PAGE_SIZE,
          empty: t(status === 'failed' ? NONE.failed : NONE.other),
        }}
        onReload={onReload}
        onPage={(page) => onFiltersChange({ ...filters, page })}
        onFirst={() => onFiltersChange({ ...filters, page: undefined })}
      />
    </section>
  );
}

const NONE = { failed: msg('No failed messages'), other: msg('No messages') };

function useColumns(): Column<AdminMessage>[] {
  const t = useT();
  const f = useFormat();
  return [
    {
      key: 'createdAt',
      header: t('Time'),
      cell: (m) => <bdi>{f.date(m.createdAt, { pattern: WHEN })}</bdi>,
    },
    { key: 'channel', header: t('Channel'), cell: (m) => t(CHANNEL_NAME[m.channel]) },
    { key: 'to', header: t('To'), cell: (m) => <bdi dir="ltr">{m.to}</bdi>, rowHeader: true },
    {
      key: 'status',
      header: t('Status'),
      cell: (m) => (
        <span className={`ui-badge am-status-${m.status}`}>{t(STATUS_LABEL[m.status])}</span>
      ),
    },
    { key: 'attempts', header: t('Attempts'), cell: (m) => f.number(m.attempts) },
    {
      key: 'lastError',
      header: t('Last error'),
      cell: (m) => <span className="am-error">{m.lastError ?? '—'}</span>,
    },
  ];
}
