import { Icon, isIconName } from '@forecourt/ui';
import type { ReactNode } from 'react';
import type { useRovingTabs } from './roving-tabs.js';

export interface TabListItem {
  label: ReactNode;
  /** An icon name of `@forecourt/ui`; anything else is left out. */
  icon?: string | null | undefined;
}

export interface TabListProps {
  tabs: readonly TabListItem[];
  /** What `useRovingTabs(tabs.length)` answered: the chosen tab and the keyboard. */
  roving: ReturnType<typeof useRovingTabs>;
  /** The tablist's accessible name. */
  label: string;
  /** Element id of tab `index` (panels name it with `aria-labelledby`). */
  tabId: (index: number) => string;
  /** Element ids the tab shows (`aria-controls`); none when empty. */
  panelId: (index: number) => string | undefined;
  /** Class of the tablist; each tab gets `<className>` of `tabClassName`. */
  className: string;
  tabClassName: string;
}

/** The tab buttons of the WAI-ARIA tabs pattern (roving tabindex; arrows, Home and End). */
export function TabList({ tabs, roving, label, tabId, panelId, className, tabClassName }: TabListProps) {
  const { selected, setSelected, onKeyDown, tabRef } = roving;
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={index}
          ref={tabRef(index)}
          type="button"
          role="tab"
          id={tabId(index)}
          aria-controls={panelId(index) || undefined}
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => setSelected(index)}
        >
          {tab.icon && isIconName(tab.icon) ? <Icon name={tab.icon} /> : null}
          {tab.label}
        </button>
      ))}
    </div>
  );
}
