import type { NavEntry } from '@forecourt/api-client';

let nextId = 1000;

/** A nav entry as `/api/nav_entries` returns it; only label is required here. */
export function navEntry(entry: {
  label: string;
  url?: string | null;
  description?: string | null;
  image_id?: string | null;
  disclaimer?: string | null;
  metadata?: NavEntry['metadata'];
  children?: NavEntry[];
}): NavEntry {
  nextId += 1;
  return {
    id: nextId,
    url: null,
    description: null,
    image_id: null,
    disclaimer: null,
    metadata: {},
    children: [],
    ...entry,
  };
}

const link = (label: string, url: string, metadata: NavEntry['metadata'] = {}) =>
  navEntry({ label, url, metadata: { type: 'link', ...metadata } });

/** First-level entries like the seeded demo site's (apps/content-service/src/seed/content.ts). */
export const seededPanels = {
  A: navEntry({
    label: 'Offers',
    url: '/offers',
    image_id: 'seed-offers',
    metadata: { type: 'listItem', template: 'A', position: 2 },
    children: [
      link('Current offers', '/offers'),
      link('Financing', '/offers#financing'),
      link('Fleet and business', '/fleet-and-business'),
      navEntry({ label: 'Exchange rate', metadata: { type: 'exchange' } }),
    ],
  }),
  B: navEntry({
    label: 'Ownership',
    image_id: 'seed-defender',
    metadata: { type: 'listItem', template: 'B', position: 3, firstColumnLinks: 2 },
    children: [
      link('Service', '/ownership/service'),
      link('Warranty', '/ownership/warranty'),
      link('Accessories', '/ownership/accessories'),
      link('Owner manuals', 'https://manuals.forecourt.test', { openInNewTab: true }),
    ],
  }),
  C: navEntry({
    label: 'Discover',
    image_id: 'seed-discovery',
    metadata: { type: 'listItem', template: 'C', position: 4 },
    children: [
      navEntry({
        label: 'Electrification',
        url: '/discover/electric',
        metadata: { type: 'subLink' },
      }),
      navEntry({ label: 'Adventures', url: '/discover/adventures', metadata: { type: 'subLink' } }),
      navEntry({
        label: 'Plug-in hybrids explained',
        url: '/discover/electric#phev',
        description: 'Range, charging times and running costs in one place.',
        image_id: 'seed-hero-range-rover-sport',
        metadata: { type: 'templateInfo' },
      }),
    ],
  }),
  D: navEntry({
    label: 'Retailers',
    image_id: 'seed-defender',
    metadata: { type: 'listItem', template: 'D', position: 5 },
    children: [
      link('Find a retailer', '/retailers', { icon: 'arrow-right' }),
      navEntry({
        label: 'Book a test drive',
        url: '/offers#test-drive',
        metadata: { type: 'button', buttonStyle: 'primary' },
      }),
      navEntry({
        label: 'Warsaw showroom',
        url: '/retailers#warszawa',
        description: 'ul. Połczyńska 10, open Monday to Saturday.',
        image_id: 'seed-discovery',
        metadata: { type: 'templateInfo' },
      }),
      navEntry({
        label: 'Approved used',
        url: '/retailers#approved',
        description: 'Certified vehicles with a 12-month warranty.',
        image_id: 'seed-offers',
        metadata: { type: 'templateInfo' },
      }),
    ],
  }),
  E: navEntry({
    label: 'About us',
    image_id: 'seed-hero-range-rover-sport',
    metadata: { type: 'listItem', template: 'E', position: 6 },
    children: [
      navEntry({
        label: 'Company',
        url: '/about',
        description: 'Three generations of retailing British cars in Warsaw.',
        metadata: { type: 'templateInfo' },
      }),
      navEntry({
        label: 'Book a test drive',
        url: '/offers#test-drive',
        metadata: { type: 'button', buttonStyle: 'primary' },
      }),
      navEntry({
        label: 'Careers',
        url: 'https://careers.forecourt.test',
        metadata: { type: 'button', buttonStyle: 'secondary' },
      }),
      link('Contact', '/contact', { openInNewTab: false }),
      link('Press', '/about/press'),
    ],
  }),
} satisfies Record<'A' | 'B' | 'C' | 'D' | 'E', NavEntry>;
