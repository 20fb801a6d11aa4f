import { localize } from '@forecourt/api-client';
import { Icon } from '@forecourt/ui';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useRovingTabs } from '../shared/roving-tabs.js';
import { TabList } from '../shared/tab-list.js';
import { blockT } from '../translate.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { BlockViewProps } from '../view-props.js';
import type { tabsTemplate } from './tabs.schema.js';
import './tabs.css';

export type TabsProps = BlockViewProps<typeof tabsTemplate>;

/** The element id a tab names: a block number N is `component-N`, anything else the id itself. */
export function tabTargetId(tabId: string): string {
  const id = tabId.trim().replace(/^#/, '');
  return /^\d+$/.test(id) ? `component-${id}` : id;
}

/**
 * The blocks one tab shows: the block holding the element `id` and the blocks after it, `count`
 * in all (fewer at the end of the page). Empty when the page has no such element.
 */
export function tabPanels(id: string, count: number): HTMLElement[] {
  const target = document.getElementById(id);
  if (!target) return [];
  const first = target.closest<HTMLElement>('[data-block-template]') ?? target;
  const panels = [first];
  for (let next = first.nextElementSibling; panels.length < count && next; next = next.nextElementSibling) {
    if (next instanceof HTMLElement) panels.push(next);
  }
  return panels;
}

/** Attributes the tabs put on the blocks they show, and take off again when they go. */
const PANEL_ATTRIBUTES = ['hidden', 'role', 'aria-labelledby', 'tabindex'] as const;

/**
 * Tabs (WAI-ARIA tabs pattern): each tab shows the blocks its `tab_id` names, further down the
 * page, and hides the other tabs' blocks. The server HTML is a list of links to those blocks, all
 * of them shown, so the page reads without JavaScript; once hydrated the links become tabs.
 */
export function Tabs({ data, locale }: TabsProps) {
  const t = blockT({ en, pl }, locale);
  const count = data.fields.blocks_count ?? 1;
  const tabs = data.groups.map((group) => ({
    icon: group.tab_icon,
    label: localize(group.tab_label, locale),
    target: tabTargetId(group.tab_id),
  }));
  const targets = tabs.map((tab) => tab.target).join(' ');
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const [hydrated, setHydrated] = useState(false);
  const roving = useRovingTabs(tabs.length);
  const { selected, setSelected } = roving;
  // Ids of each tab's blocks, known once the page is read (aria-controls must name existing ids).
  const [controls, setControls] = useState<string[]>([]);
  // The element a link pointed into while its tab was hidden: scrolled to once shown.
  const linkedElement = useRef<HTMLElement | null>(null);

  useEffect(() => setHydrated(true), []);

  // A link to a block of another tab (#component-5, an in-page navigation link) selects that tab.
  useEffect(() => {
    const ids = targets.split(' ');
    const selectFromHash = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const element = hash ? document.getElementById(hash) : null;
      if (!element) return;
      const index = ids.findIndex((id) =>
        tabPanels(id, count).some((panel) => panel.contains(element)),
      );
      if (index === -1) return;
      linkedElement.current = element;
      setSelected(index);
    };
    selectFromHash();
    window.addEventListener('hashchange', selectFromHash);
    return () => window.removeEventListener('hashchange', selectFromHash);
  }, [targets, count, setSelected]);

  // Before paint, so the other tabs' blocks do not flash once hydrated. A block that hydrates
  // later than the tabs (BlockList's hydrateLater) finds these attributes on its root: React keeps
  // them, and in development logs that the server HTML's attributes differed.
  useLayoutEffect(() => {
    if (!hydrated) return;
    const ids = targets.split(' ');
    const sets = ids.map((id) => tabPanels(id, count));
    sets.forEach((panels, index) => {
      for (const panel of panels) {
        panel.hidden = index !== selected;
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tabId(index));
        panel.setAttribute('tabindex', '0');
      }
    });
    const ariaControls = sets.map((panels) => panels.map((panel) => panel.id).filter(Boolean).join(' '));
    setControls((current) => (current.join('|') === ariaControls.join('|') ? current : ariaControls));
    // The browser could not scroll to an element of a hidden tab: now it is shown.
    linkedElement.current?.scrollIntoView?.();
    linkedElement.current = null;
    return () => {
      for (const panel of sets.flat()) {
        for (const attribute of PANEL_ATTRIBUTES) panel.removeAttribute(attribute);
      }
    };
    // tabId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, selected, targets, count]);

  if (!hydrated) {
    return (
      <nav className="fc-tabs" aria-label={t('label')}>
        <ul className="fc-tabs__list">
          {tabs.map((tab, index) => (
            <li key={index}>
              <a className="fc-tabs__tab" href={`#${tab.target}`}>
                {tab.icon ? <Icon name={tab.icon} /> : null}
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <div className="fc-tabs">
      <TabList
        className="fc-tabs__list"
        tabClassName="fc-tabs__tab"
        label={t('label')}
        roving={roving}
        tabs={tabs}
        tabId={tabId}
        panelId={(index) => controls[index]}
      />
    </div>
  );
}

export default Tabs;
