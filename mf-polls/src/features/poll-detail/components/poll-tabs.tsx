import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './poll-detail.module.css';

export interface PollTab {
  id: string;
  label: string;
  /** Rendered only while the tab is selected, so a tab's remote loads on first view. */
  render: () => ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move between tabs (wrapping), Home/End jump to the
 * ends; only the selected tab is in the Tab order.
 */
export function PollTabs({ tabs, label }: { tabs: PollTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  // On each tab, the focused element: the tablist itself is not focusable.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              onKeyDown={onKeyDown}
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
          className={styles.panel}
        >
          {current.render()}
        </div>
      )}
    </div>
  );
}
