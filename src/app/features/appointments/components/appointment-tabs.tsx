import { type ReactNode, useRef } from 'react';
import { useT } from '#app/lib/i18n';
import { TABS, type TabId } from '../tabs';

type Props = {
  active: TabId;
  counts: Record<TabId, number>;
  onChange(tab: TabId): void;
  children: ReactNode;
};

export const tabDomId = (tab: TabId) => `appointments-tab-${tab}`;
export const panelDomId = (tab: TabId) => `appointments-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and
 * select them, the panel is labelled by its tab.
 */
export function AppointmentTabs({ active, counts, onChange, children }: Props) {
  const t = useT();
  const refs = useRef(new Map<TabId, HTMLButtonElement>());

  function onKeyDown(event: React.KeyboardEvent) {
    const index = TABS.findIndex((t) => t.id === active);
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next].id;
    onChange(tab);
    refs.current.get(tab)?.focus();
  }

  return (
    <>
      <div
        className="appt-tabs"
        role="tablist"
        aria-label={t('Appointments')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabDomId(tab.id)}
              aria-selected={selected}
              aria-controls={panelDomId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className="appt-tab"
              onClick={() => onChange(tab.id)}
            >
              {t(tab.label)}
              <span className="appt-tab-count">{counts[tab.id]}</span>
            </button>
          );
        })}
      </div>
      <div
        className="appt-panel"
        role="tabpanel"
        id={panelDomId(active)}
        aria-labelledby={tabDomId(active)}
        // Focusable from script only: where focus lands when a dialog's opener has moved away.
        tabIndex={-1}
      >
        {children}
      </div>
    </>
  );
}
