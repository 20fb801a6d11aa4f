// Stories of the map blocks: the visitor's cookie choice, the retailers' source and the map
// drawer (a stand-in, a failing one, or the real library), each set per story.
import type { Retailer } from '@forecourt/inventory';
import type { ComponentType, ReactNode } from 'react';
import { RetailersSource } from '../../retailer-locator/locator.js';
import { BlockSiteDataProvider } from '../site-data.js';
import { MapViewOverride } from './place-map.js';
import type { MapViewProps } from './types.js';

export interface MapStoryOptions {
  /** The visitor accepted cookies (the map may load). */
  consent: boolean;
  /** What the retailers' request comes to; never resolving keeps the loading state. */
  retailers?: () => Promise<Retailer[]>;
  /** The drawer; null uses the configured library. */
  view?: ComponentType<MapViewProps> | null;
  settings?: Record<string, string>;
}

const NO_SETTINGS = {};

export function MapStory({ consent, retailers, view = null, settings = NO_SETTINGS, children }: MapStoryOptions & { children: ReactNode }) {
  // Written before the first render, as the consent banner leaves it in the browser.
  if (consent) localStorage.setItem('cookieConsentStatus', JSON.stringify({ status: 'accepted', scopes: ['obligatory', 'optional'] }));
  else localStorage.removeItem('cookieConsentStatus');
  const content = (
    <BlockSiteDataProvider offers={[]} carModels={[]} settings={settings}>
      <MapViewOverride.Provider value={view}>{children}</MapViewOverride.Provider>
    </BlockSiteDataProvider>
  );
  return retailers ? <RetailersSource.Provider value={retailers}>{content}</RetailersSource.Provider> : content;
}
