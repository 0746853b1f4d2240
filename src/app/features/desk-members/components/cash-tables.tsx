import { type Column, DataTable } from '#app/components/ui/data-table';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { CashTotals } from '#shared/schemas/desk-cash';
import { differenceWords } from '../labels';

type Member = CashTotals['byMember'][number];
type Close = CashTotals['closes'][number];

/** What each desk member took that day, refunds taken off: cards on a phone (ADR 150). */
export function CashByMember({ rows, caption }: { rows: Member[]; caption: string }) {
  const t = useT();
  const format = useFormat();
  const columns: Column<Member>[] = [
    { key: 'name', header: t('Desk member'), rowHeader: true, cell: (m) => <bdi>{m.name}</bdi> },
    {
      key: 'count',
      header: t('Receipts'),
      cell: (m) => <bdi dir="ltr">{format.number(m.count)}</bdi>,
    },
    {
      key: 'amount',
      header: t('Amount'),
      cell: (m) => <bdi dir="ltr">{format.money(m.amount)}</bdi>,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(m) => `${m.name}-${m.amount}-${m.count}`}
      pageSize={100}
      empty={<p className="muted">{t('No cash was taken on this day.')}</p>}
    />
  );
}

/** Each member's close of the day: cash counted against their receipts, and the difference. */
export function CashCloses({ rows, caption }: { rows: Close[]; caption: string }) {
  const t = useT();
  const format = useFormat();
  const money = (amount: number) => <bdi dir="ltr">{format.money(amount)}</bdi>;
  const columns: Column<Close>[] = [
    { key: 'name', header: t('Desk member'), rowHeader: true, cell: (c) => <bdi>{c.name}</bdi> },
    { key: 'counted', header: t('Cash counted'), cell: (c) => money(c.counted) },
    { key: 'expected', header: t('By the receipts'), cell: (c) => money(c.expected) },
    {
      key: 'difference',
      header: t('Difference'),
      cell: (c) => {
        const words = differenceWords(c.difference);
        return (
          <strong className={`desk-cash-${words.tone}`}>
            {t(words.text, { amount: format.money(Math.abs(c.difference)) })}
          </strong>
        );
      },
    },
    { key: 'at', header: t('Closed at'), cell: (c) => <bdi dir="ltr">{format.time(c.at)}</bdi> },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(c) => `${c.name}-${c.at}`}
      pageSize={100}
      empty={<p className="muted">{t('Nobody has closed this day yet.')}</p>}
    />
  );
}
