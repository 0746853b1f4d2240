import type { ReactNode } from 'react';
import { Pagination } from '#app/components/ui/pagination';
import { Tabs } from '#app/components/ui/tabs';
import type { Calendar } from '#app/hooks/use-appointment-calendar';
import { CALENDAR_TABS } from '#app/lib/appointment-calendar';
import { useT } from '#app/lib/i18n';
import { refreshCollection } from '#app/lib/sync-queue';
import type { AppointmentTab } from '#shared/domain/appointment-tabs';
import { CalendarNotice } from './calendar-notice';
import './appointment-calendar.css';

type Props<A> = {
  calendar: Calendar<A>;
  /** Fixed ids of the tabs and panel, for a screen that gives focus back to the panel. */
  idBase: string;
  onTabChange(tab: AppointmentTab): void;
  onPageChange(page: number): void;
  /** Asks the server's page again (the device copy is refreshed with it on Retry). */
  onReload(): void;
  /** The role's card, with the actions that role may take. */
  renderCard(appointment: A): ReactNode;
};

/**
 * The four tabs of an appointment list with their counts, one page of the chosen tab, and a
 * notice whenever the list is the device copy. Both roles' screens are this with their own
 * cards and dialogs.
 */
export function AppointmentCalendar<A extends { _id: string }>({
  calendar,
  idBase,
  onTabChange,
  onPageChange,
  onReload,
  renderCard,
}: Props<A>) {
  const t = useT();
  const retry = () => {
    void refreshCollection('appointments');
    onReload();
  };
  const { tab, rows, counts } = calendar;
  const { empty } = CALENDAR_TABS.find((item) => item.id === tab) ?? CALENDAR_TABS[0];
  return (
    <>
      <CalendarNotice calendar={calendar} onRetry={retry} />
      <Tabs
        label={t('Appointments')}
        idBase={idBase}
        tabs={CALENDAR_TABS.map((item) => ({
          id: item.id,
          label: (
            <>
              {t(item.label)}
              <span className="appt-tab-count">{counts[item.id]}</span>
            </>
          ),
        }))}
        selected={tab}
        onSelect={onTabChange}
      >
        {calendar.loading ? (
          <p className="muted" role="status">
            {t('Loading appointments…')}
          </p>
        ) : rows.length === 0 ? (
          <p className="appt-empty muted">{t(empty)}</p>
        ) : (
          <ul className="appt-list">
            {rows.map((a) => (
              <li key={a._id}>{renderCard(a)}</li>
            ))}
          </ul>
        )}
        <Pagination page={calendar.page} totalPages={calendar.totalPages} onPage={onPageChange} />
      </Tabs>
    </>
  );
}
