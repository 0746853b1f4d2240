import { type ReactNode, Suspense, useEffect } from 'react';
import { Pagination } from '#app/components/ui/pagination';
import { Tabs } from '#app/components/ui/tabs';
import type { Calendar } from '#app/hooks/use-appointment-calendar';
import { CALENDAR_FAILED, CALENDAR_TABS, type CalendarLoad } from '#app/lib/appointment-calendar';
import { useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { syncEngine } from '#app/offline/outbox';
import type { AppointmentTab } from '#shared/domain/appointment-tabs';
import './appointment-calendar.css';

// Shown only when the list is the device's copy or could not load: loaded then (ADR 128).
// Offline it shows with the device's rows, so it is asked for as the list's code loads.
const loadNotice = () => import('./calendar-notice');
if (typeof navigator !== 'undefined' && !navigator.onLine) void loadNotice();
const CalendarNotice = lazyNamed(loadNotice, 'CalendarNotice');

/** What a role's appointments route hands its screen. */
export type CalendarRouteProps = {
  tab: AppointmentTab;
  page: number;
  /** The route loader's page of the server's calendar (see useAppointmentCalendar). */
  load: Promise<CalendarLoad | null> | null;
  onTabChange(tab: AppointmentTab): void;
  onPageChange(page: number): void;
  /** Asks the server's page again (the device copy is refreshed with it on Retry). */
  onReload(): void;
};

type Props<A> = Pick<CalendarRouteProps, 'onTabChange' | 'onPageChange' | 'onReload'> & {
  calendar: Calendar<A>;
  /** The page's heading, already translated. */
  title: string;
  /**
   * Fixed ids of the heading (`<idBase>-title`), tabs and panel, for a screen that gives focus
   * back to the panel.
   */
  idBase: string;
  /** The role's card, with the actions that role may take. */
  renderCard(appointment: A): ReactNode;
  /** The role's dialogs. */
  children?: ReactNode;
};

/**
 * An appointments page: the four tabs of the list with their counts, one page of the chosen
 * tab, and a notice whenever the list is the device copy. Both roles' screens are this with
 * their own cards and dialogs.
 */
export function AppointmentCalendar<A extends { _id: string }>({
  calendar,
  title,
  idBase,
  onTabChange,
  onPageChange,
  onReload,
  renderCard,
  children,
}: Props<A>) {
  const t = useT();
  // Opening the screen asks for fresh data; the engine also refreshes every 5 minutes.
  useEffect(() => {
    void syncEngine.refresh('appointments');
  }, []);
  const retry = () => {
    void syncEngine.refresh('appointments');
    onReload();
  };
  const { tab, rows, counts } = calendar;
  const { empty } = CALENDAR_TABS.find((item) => item.id === tab) ?? CALENDAR_TABS[0];
  return (
    <section className="page appt-page" aria-labelledby={`${idBase}-title`}>
      <h1 id={`${idBase}-title`}>{title}</h1>
      {(calendar.fallback || calendar.failedToLoad) && (
        <Suspense fallback={null}>
          <CalendarNotice calendar={calendar} failed={CALENDAR_FAILED} onRetry={retry} />
        </Suspense>
      )}
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
      {children}
    </section>
  );
}
