import { useId } from 'react';
import type { RecordsLoad } from '#app/components/records/records-load';
import { RecordsResult } from '#app/components/records/records-page';
import type { Column } from '#app/components/ui/data-table';
import { Select } from '#app/components/ui/select';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { paymentMethodName } from '#app/lib/record-names';
import { ADMIN_REFUNDS_PAGE_SIZE, type AdminRefund } from '#shared/schemas/refund';
import {
  REFUND_STATUS_LABEL,
  REFUND_STATUS_OPTIONS,
  type RefundFilter,
  type RefundFilters,
} from '../filters';
import { MarkRefundedAction } from './mark-refunded-action';
import '../admin-refunds.css';

type Props = {
  load: RecordsLoad<AdminRefund>;
  filters: RefundFilters;
  onFiltersChange(next: RefundFilters): void;
  onReload(): void;
};

const WHEN = 'MMM d, yyyy, h:mm a';
const NONE = { 'to-make': msg('No refunds to make'), other: msg('No refunds') };

/**
 * Refunds to make (ADR 107): refunds a provider could not make by itself, and those that failed
 * after their last retry, for the administrator to make by hand and mark refunded.
 */
export function RefundsScreen({ load, filters, onFiltersChange, onReload }: Props) {
  const t = useT();
  const titleId = useId();
  const columns = useColumns(onReload);
  const status: RefundFilter = filters.status ?? 'to-make';
  return (
    <section className="page admin-refunds" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('Refunds to make')}</h1>
      <p className="muted">
        {t(
          'Refunds the payment provider could not make, newest first. Make each one, then mark it refunded with its reference.',
        )}
      </p>
      <div className="ar-filters">
        <Select
          label={t('Status')}
          options={REFUND_STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={status}
          onChange={(value) => onFiltersChange({ status: value as RefundFilter, page: undefined })}
        />
      </div>
      <RecordsResult
        load={load}
        table={{
          caption: t('Refunds: {status}', { status: t(REFUND_STATUS_LABEL[status]) }),
          columns,
          rowKey: (r) => r._id,
          pageSize: ADMIN_REFUNDS_PAGE_SIZE,
          empty: t(status === 'to-make' ? NONE['to-make'] : NONE.other),
        }}
        onReload={onReload}
        onPage={(page) => onFiltersChange({ ...filters, page })}
        onFirst={() => onFiltersChange({ ...filters, page: undefined })}
      />
    </section>
  );
}

function useColumns(onMarked: () => void): Column<AdminRefund>[] {
  const t = useT();
  const f = useFormat();
  const when = (iso: string) => <bdi>{dayThenTime(f.date(iso, { pattern: WHEN }))}</bdi>;
  return [
    { key: 'createdAt', header: t('Time'), className: 'ar-when', cell: (r) => when(r.createdAt) },
    {
      key: 'patient',
      header: t('Patient'),
      rowHeader: true,
      className: 'ar-person',
      cell: (r) => (
        <>
          {r.patient.name}
          <br />
          <bdi className="muted">{r.patient.email}</bdi>
        </>
      ),
    },
    {
      key: 'appointment',
      header: t('Appointment'),
      cell: (r) => (
        <>
          {r.doctor.name}
          <br />
          <span className="muted">{when(r.appointmentStartTime)}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('Amount'),
      className: 'ar-amount',
      cell: (r) => <bdi>{f.money(r.amount)}</bdi>,
    },
    {
      key: 'provider',
      header: t('Provider'),
      cell: (r) => <bdi>{paymentMethodName(r.provider, t)}</bdi>,
    },
    {
      key: 'status',
      header: t('Status'),
      className: 'ar-status',
      cell: (r) => (
        <span className={`ui-badge ar-status-${r.status}`}>{t(REFUND_STATUS_LABEL[r.status])}</span>
      ),
    },
    { key: 'attempts', header: t('Attempts'), cell: (r) => f.number(r.attempts) },
    {
      key: 'lastError',
      header: t('Last error'),
      className: 'ar-last-error',
      cell: (r) => r.lastError ?? '—',
    },
    {
      key: 'action',
      header: t('Action'),
      className: 'ar-action',
      cell: (r) =>
        r.status === 'manual' || r.status === 'failed' ? (
          <MarkRefundedAction refund={r} onMarked={onMarked} />
        ) : (
          <bdi className="muted ar-reference">{r.reference ?? '—'}</bdi>
        ),
    },
  ];
}

/**
 * "Dec 2, 2026, 12:44 PM" as the day and the time, each kept to one line, so a time takes two
 * lines at most. Split at the last comma (، in Urdu).
 */
function dayThenTime(text: string) {
  const split = /^(.*[,،])\s+(.*)$/u.exec(text);
  if (!split) return text;
  return (
    <>
      <span className="ar-nowrap">{split[1]}</span> <span className="ar-nowrap">{split[2]}</span>
    </>
  );
}
