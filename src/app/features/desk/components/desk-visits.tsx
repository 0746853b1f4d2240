import type { ReactNode } from 'react';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { EmptyState } from '#app/components/ui/empty-state';
import { StatusBadge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { GENDER_LABEL } from '#app/lib/labels';
import { paymentWords } from '#app/lib/payment-words';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import type { DeskVisit } from '#shared/schemas/desk';
import { SOURCE_LABEL } from '../labels';

type Props = {
  visits: DeskVisit[];
  caption: string;
  /** Visits with a change on this device the server has not had yet (ADR 006). */
  waiting?: ReadonlySet<string>;
  /** Check in, take cash and what the server refused, for a day read from the device. */
  actions?(visit: DeskVisit): ReactNode;
};

/** The day's visits, by time (walk-ins without one last): a table, cards on a phone (ADR 150). */
export function DeskVisits({ visits, caption, waiting, actions }: Props) {
  const t = useT();
  const format = useFormat();
  const none = <span className="muted">—</span>;
  const columns: Column<DeskVisit>[] = [
    {
      key: 'time',
      header: t('Time'),
      // Clock times stay left to right in an Urdu line.
      cell: (v) => (v.startTime ? <bdi dir="ltr">{format.time(v.startTime)}</bdi> : none),
    },
    {
      key: 'patient',
      header: t('Patient'),
      rowHeader: true,
      cell: (v) => (
        <>
          <bdi>{v.patient.name}</bdi>
          {(v.patient.age !== null || v.patient.sex) && (
            <span className="muted desk-person">
              {[
                v.patient.age === null ? null : t('{count} years', { count: v.patient.age }),
                v.patient.sex ? t(GENDER_LABEL[v.patient.sex] ?? v.patient.sex) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'phone',
      header: t('Phone'),
      cell: (v) => (v.patient.phone ? <bdi dir="ltr">{v.patient.phone}</bdi> : none),
    },
    { key: 'source', header: t('Came by'), cell: (v) => t(SOURCE_LABEL[v.source]) },
    {
      key: 'status',
      header: t('Status'),
      cell: (v) => (
        <>
          <StatusBadge status={v.status} />
          {v.checkedInAt && (
            <span className="desk-person">
              {t('Checked in')} <bdi dir="ltr">{format.time(v.checkedInAt)}</bdi>
            </span>
          )}
          {waiting?.has(v.id) && <span className="muted desk-person">{t(WAITING_TO_SYNC)}</span>}
        </>
      ),
    },
    {
      key: 'payment',
      header: t('Payment'),
      cell: (v) => (
        <>
          {t(paymentWords(v.payment, 'in_person'))} <bdi>{format.money(v.payment.amount)}</bdi>
          {v.payment.receiptNumber && (
            <span className="muted desk-person">
              {t('Receipt {number}', { number: v.payment.receiptNumber })}
            </span>
          )}
        </>
      ),
    },
  ];
  if (actions) columns.push({ key: 'actions', header: t('Actions'), cell: (v) => actions(v) });
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={visits}
      rowKey={(v) => v.id}
      pageSize={200}
      empty={
        <EmptyState
          title={t('No patients on this day yet.')}
          description={t('Booked patients and walk-ins for the practice show here.')}
        />
      }
    />
  );
}
