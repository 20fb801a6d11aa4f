// The navigation's panels and search are seen only after a click, so their code is not part of a
// visitor's first load: these lazy versions fetch it on first use, and `preloadNavigationParts`
// fetches it ahead while the browser is idle, so a click rarely waits for it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CarsPanelProps } from '../cars-panel/CarsPanel.js';
import type { NavigationPanelProps } from '../panels/panel-parts.js';
import type { NavigationPanelTemplate } from '../panels/templates.js';
import type { SearchPanelProps } from '../search/SearchPanel.js';

const loadCarsPanel = () => import('../cars-panel/CarsPanel.js');
const loadTemplates = () => import('../panels/templates.js');
const loadSearchPanel = () => import('../search/SearchPanel.js');

/** `CarsPanel`, loaded on first render. */
export const LazyCarsPanel: LazyExoticComponent<ComponentType<CarsPanelProps>> = lazy(() =>
  loadCarsPanel().then((module) => ({ default: module.CarsPanel })),
);

const lazyTemplate = (template: NavigationPanelTemplate) =>
  lazy(() =>
    loadTemplates().then((module) => ({ default: module.navigationPanels[template] })),
  );

/** `navigationPanels` (templates A–E), each loaded on first render. */
export const lazyNavigationPanels: Record<
  NavigationPanelTemplate,
  LazyExoticComponent<ComponentType<NavigationPanelProps>>
> = {
  A: lazyTemplate('A'),
  B: lazyTemplate('B'),
  C: lazyTemplate('C'),
  D: lazyTemplate('D'),
  E: lazyTemplate('E'),
};

/** `SearchPanel`, loaded on first render. */
export const LazySearchPanel: LazyExoticComponent<ComponentType<SearchPanelProps>> = lazy(() =>
  loadSearchPanel().then((module) => ({ default: module.SearchPanel })),
);

/** Fetches the code of the panels and the search ahead of their first use. Never rejects. */
export async function preloadNavigationParts(): Promise<void> {
  await Promise.allSettled([loadCarsPanel(), loadTemplates(), loadSearchPanel()]);
}
