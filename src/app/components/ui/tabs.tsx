import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<K extends string> = { id: K; label: ReactNode };

type Props<K extends string> = {
  /** Names the tab list, already translated. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(id: K): void;
  /** The panel of the selected tab. */
  children: ReactNode;
  /** Fixed ids (`<base>-tab-<id>`, `<base>-panel-<id>`) for a screen that focuses the panel. */
  idBase?: string;
  className?: string;
};

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const tabPanelId = (base: string, id: string) => `${base}-panel-${id}`;

/** The tab a key moves to, or null; `rtl` swaps the arrows (the next tab is to the left). */
export function nextTabIndex(key: string, index: number, count: number, rtl: boolean) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), the arrow keys in
 * reading direction, Home and End move between tabs and select them; the panel follows.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  idBase,
  className,
}: Props<K>) {
  const generated = useId();
  const base = idBase ?? generated;
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const index = tabs.findIndex((t) => t.id === selected);
    const next = nextTabIndex(event.key, index, tabs.length, rtl);
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next].id;
    onSelect(id);
    refs.current.get(id)?.focus();
  }

  return (
    <div className={`ui-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" aria-label={label} className="ui-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(base, tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? tabPanelId(base, tab.id) : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            className="ui-tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={tabPanelId(base, selected)}
        aria-labelledby={tabId(base, selected)}
        className="ui-tab-panel"
        // Focusable from script only: where focus lands when a dialog's opener has moved away.
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
