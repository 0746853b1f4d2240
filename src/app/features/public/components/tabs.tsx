import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type TabsProps<K extends string> = {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel follows. */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next].key);
    refs.current[tabs[next].key]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
