import type { ReactNode } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { cityName } from '#app/lib/display-names';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { PracticeDaySearch } from '#app/lib/practice-day-search';
import type { DeskScreenData } from '../api/desk-api';
import { DESK_TITLE } from '../labels';
import { DeskVisits } from './desk-visits';
import '../desk.css';

type Props = DeskScreenData & {
  /** Changes the address's practice or date; the route loads that day. */
  onSearch(change: PracticeDaySearch): void;
  /** Above the choosers: how old the device's copy is (ADR 006). */
  status?: ReactNode;
  /** The list's extras when the day is read from the device (desk-device-day.tsx). */
  list?: Pick<Parameters<typeof DeskVisits>[0], 'waiting' | 'actions'>;
  /** Between the choosers and the list: what the desk does next (register a walk-in). */
  tools?: ReactNode;
  /** Under the list: the day's cash. */
  children?: ReactNode;
};

/** /desk: one practice's day as the front desk sees it (issue 42). */
export function DeskDayScreen(props: Props) {
  const { practices, date, day, onSearch, status, list, tools, children } = props;
  const t = useT();
  const format = useFormat();
  const practice = day?.practice;
  return (
    <section className="page desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">{t(DESK_TITLE)}</h1>
      {status}
      {!practice ? (
        <EmptyState
          title={t('You are not at any practice’s front desk.')}
          description={t('A doctor adds you to their clinic’s front desk; ask them to.')}
        />
      ) : (
        <>
          <p className="muted desk-practice">
            <bdi>{practice.name}</bdi> · <bdi>{practice.doctorName}</bdi> ·{' '}
            <bdi>{cityName(practice.city, t)}</bdi>
          </p>
          <div className="desk-choices">
            {practices.length > 1 && (
              <Select
                label={t('Practice')}
                name="practiceId"
                value={practice.id}
                options={practices.map((p) => ({ value: p.id, label: p.name }))}
                onChange={(practiceId) => onSearch({ practiceId, date })}
              />
            )}
            <FormField label={t('Date')}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="date"
                  value={date}
                  onChange={(e) => {
                    if (e.target.value) onSearch({ practiceId: practice.id, date: e.target.value });
                  }}
                />
              )}
            </FormField>
          </div>
          {tools}
          <DeskVisits
            visits={day.visits}
            caption={t('Patients on {date}', { date: format.date(date) })}
            {...list}
          />
          {children}
        </>
      )}
    </section>
  );
}
