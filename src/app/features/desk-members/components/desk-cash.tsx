import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { PracticeDaySearch } from '#app/lib/practice-day-search';
import type { DeskCashView } from '../api/desk-cash-api';
import type { PracticeName } from '../api/desk-members-api';
import { CASH_OFFLINE, METHOD_LABEL } from '../labels';
import { CashByMember, CashCloses } from './cash-tables';

type Props = {
  cash: DeskCashView;
  /** The doctor's clinic practices: only a clinic has a front desk and its cash. */
  clinics: PracticeName[];
  online: boolean;
  /** Another practice or day: the route loads its cash book. */
  onSearch(search: PracticeDaySearch): void;
};

/**
 * The doctor reads the desk's cash book (ADR 155): the day's net total by method, what each
 * member took, and each member's close with its difference in words. Online only.
 */
export function DeskCash({ cash, clinics, online, onSearch }: Props) {
  const t = useT();
  const format = useFormat();
  const { totals, practiceId, date } = cash;
  const day = format.date(date);
  return (
    <section className="card desk-cash" aria-labelledby="desk-cash-title">
      <h2 id="desk-cash-title">{t('Cash')}</h2>
      {!online && (
        <p className="banner banner-warning" role="status">
          {t(CASH_OFFLINE)}
        </p>
      )}
      <div className="desk-cash-choices">
        {clinics.length > 1 && (
          <Select
            label={t('Practice')}
            name="practiceId"
            value={practiceId}
            disabled={!online}
            options={clinics.map((p) => ({ value: p._id, label: p.name }))}
            onChange={(next) => onSearch({ practiceId: next, date })}
          />
        )}
        <FormField label={t('Date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="date"
              value={date}
              disabled={!online}
              onChange={(e) => {
                if (e.target.value) onSearch({ practiceId, date: e.target.value });
              }}
            />
          )}
        </FormField>
      </div>
      <dl className="desk-cash-totals">
        <div>
          <dt>{t('Total on {date}', { date: day })}</dt>
          <dd>
            <bdi dir="ltr">{format.money(totals.total)}</bdi>
          </dd>
        </div>
        {totals.byMethod.map((m) => (
          <div key={m.method}>
            <dt>{t(METHOD_LABEL[m.method] ?? m.method)}</dt>
            <dd>
              <bdi dir="ltr">{format.money(m.amount)}</bdi>{' '}
              <span className="muted">{t('Receipts: {count}', { count: m.count })}</span>
            </dd>
          </div>
        ))}
      </dl>
      <CashByMember rows={totals.byMember} caption={t('Taken by each desk member')} />
      <CashCloses rows={totals.closes} caption={t('Days closed by the desk')} />
    </section>
  );
}
