import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { DeskReceiptRow } from '#app/offline/desk-cash';
import type { OutboxItem } from '#app/offline/local-db';

export type PrintKind = 'receipt' | 'slip';

type Props = {
  row: DeskReceiptRow;
  /** The payment the server refused (another desk was paid meanwhile), with its words. */
  refused: OutboxItem | null;
  onPrint(kind: PrintKind): void;
};

/**
 * A receipt as this device has it (ADR 155): its own number at once when it has its letter,
 * else the server's once it syncs. Clock times stay left to right in an Urdu line.
 */
export function ReceiptView({ row, refused, onPrint }: Props) {
  const t = useT();
  const format = useFormat();
  const { receipt } = row;
  return (
    <section className="card desk-receipt" aria-label={t('Receipt')}>
      {refused ? (
        <p className="banner banner-error" role="alert">
          {t('Not applied: {reason}', { reason: t(refused.lastError ?? '') })}
        </p>
      ) : (
        !row.synced && <p className="muted">{t('Waiting to sync')}</p>
      )}
      <dl className="desk-receipt-facts">
        <dt>{t('Receipt number')}</dt>
        <dd>
          {receipt.number ? (
            <bdi dir="ltr">{receipt.number}</bdi>
          ) : (
            t('The number comes when this device is online.')
          )}
        </dd>
        <dt>{t('Amount')}</dt>
        <dd>
          <bdi>{format.money(receipt.amount)}</bdi>
        </dd>
        <dt>{t('Taken by')}</dt>
        <dd>
          <bdi>{receipt.takenBy}</bdi>
        </dd>
        <dt>{t('Time')}</dt>
        <dd>
          <bdi dir="ltr">{format.time(receipt.at)}</bdi>
        </dd>
      </dl>
      {!refused && (
        <div className="row">
          <button
            type="button"
            className="btn btn-light"
            disabled={!receipt.number}
            onClick={() => onPrint('receipt')}
          >
            {t('Print receipt')}
          </button>
          <button type="button" className="btn btn-light" onClick={() => onPrint('slip')}>
            {t('Print visit slip')}
          </button>
        </div>
      )}
    </section>
  );
}
