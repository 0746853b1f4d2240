import { useEffect, useState } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import type { DeskReceiptRow } from '#app/offline/desk-cash';
import type { CashTotals } from '#shared/schemas/desk-cash';
import { fetchCash } from '../api/cash-api';
import { CloseDayForm } from './close-day-form';

type Props = {
  practiceId: string;
  date: string;
  /** This device's receipts of the day, the refused ones left out. */
  receipts: DeskReceiptRow[];
};

/**
 * The day's cash (ADR 155): the practice's cash book from the server while online; offline, only
 * what this device took, said as such, and closing waits for the connection.
 */
export function CashToday({ practiceId, date, receipts }: Props) {
  const t = useT();
  const format = useFormat();
  const online = useOnline();
  const [book, setBook] = useState<CashTotals | null>(null);
  const synced = receipts.filter((r) => r.synced).length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again as this device's receipts reach the server
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchCash(practiceId, date).then(
      (answer) => live && setBook(answer),
      () => live && setBook(null),
    );
    return () => {
      live = false;
    };
  }, [online, practiceId, date, synced]);

  const own = receipts.reduce((sum, r) => sum + r.receipt.amount, 0);
  const showBook = online && book !== null;
  return (
    <section className="card desk-cash" aria-labelledby="desk-cash-title">
      <h2 id="desk-cash-title">{t('Cash today')}</h2>
      {showBook ? (
        <dl className="desk-receipt-facts">
          <div className="desk-fact">
            <dt>{t('Total')}</dt>
            <dd>
              <bdi>{format.money(book.total)}</bdi>
            </dd>
          </div>
          {book.byMember.map((m) => (
            <div key={m.memberId} className="desk-fact">
              <dt>
                <bdi>{m.name}</bdi>
              </dt>
              <dd>
                <bdi>{format.money(m.amount)}</bdi> · {t('Receipts: {count}', { count: m.count })}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>
          {t('Taken on this device: {amount}, receipts: {count}', {
            amount: format.money(own),
            count: receipts.length,
          })}
        </p>
      )}
      {online ? (
        <CloseDayForm practiceId={practiceId} date={date} />
      ) : (
        <p className="muted">{t('Closing the day needs a connection.')}</p>
      )}
    </section>
  );
}
