import { type ReactNode, useRef } from 'react';
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
      <div className="appt-tabs" role="tablist" aria-label="Appointments" onKeyDown={onKeyDown}>
        {TABS.map((t) => {
          const selected = t.id === active;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabDomId(t.id)}
              aria-selected={selected}
              aria-controls={panelDomId(t.id)}
              tabIndex={selected ? 0 : -1}
              className="appt-tab"
              onClick={() => onChange(t.id)}
            >
              {t.label}
              <span className="appt-tab-count">{counts[t.id]}</span>
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
