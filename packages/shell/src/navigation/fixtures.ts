import type { NavEntry } from '@forecourt/api-client';

/**
 * Navigation entries shaped like the content service's seed (apps/content-service/src/seed/
 * content.ts, English): first-level items with templates cars and A–E, then search, language
 * and a top button.
 */
let nextId = 1;
const entry = (partial: Partial<NavEntry> & Pick<NavEntry, 'label'>): NavEntry => ({
  id: nextId++,
  url: null,
  description: null,
  image_id: null,
  disclaimer: null,
  metadata: {},
  children: [],
  ...partial,
});

const model = (label: string, carKey: string, hasLeasePrice: boolean, image: string, url: string) =>
  entry({
    label,
    url,
    image_id: image,
    description: `${label}: prices, equipment, test drive`,
    disclaimer: 'Prices include VAT.',
    metadata: {
      type: 'listItem',
      carKey,
      hasLeasePrice,
      offerCarModelKey: carKey,
      offerButtonLabel: 'Oferta',
      offerButtonIcon: 'offer',
    },
  });

export const SEEDED_NAV_ENTRIES: NavEntry[] = [
  entry({
    label: 'Models',
    url: '/models',
    metadata: { type: 'listItem', template: 'cars', position: 1 },
    children: [
      model('Range Rover Sport', 'range-rover-sport', true, 'seed-hero-range-rover-sport', '/models/range-rover-sport'),
      model('Defender', 'defender', false, 'seed-defender', '/models/defender'),
      model('Discovery', 'discovery', true, 'seed-discovery', '/models/discovery'),
    ],
  }),
  entry({
    label: 'Offers',
    url: '/offers',
    metadata: { type: 'listItem', template: 'A', position: 2 },
    children: [
      entry({ label: 'Current offers', url: '/offers', metadata: { type: 'link' } }),
      entry({ label: 'Financing', url: '/offers#financing', metadata: { type: 'link' } }),
      entry({ label: 'Exchange rate', metadata: { type: 'exchange' } }),
    ],
  }),
  entry({
    label: 'Ownership',
    metadata: { type: 'listItem', template: 'B', position: 3, firstColumnLinks: 2 },
    children: [
      entry({ label: 'Service', url: '/ownership/service', metadata: { type: 'link' } }),
      entry({ label: 'Warranty', url: '/ownership/warranty', metadata: { type: 'link' } }),
      entry({ label: 'Accessories', url: '/ownership/accessories', metadata: { type: 'link' } }),
    ],
  }),
  entry({
    label: 'Discover',
    metadata: { type: 'listItem', template: 'C', position: 4 },
    children: [
      entry({ label: 'Electrification', url: '/discover/electric', metadata: { type: 'subLink' } }),
      entry({ label: 'Adventures', url: '/discover/adventures', metadata: { type: 'subLink' } }),
    ],
  }),
  entry({
    label: 'Retailers',
    metadata: { type: 'listItem', template: 'D', position: 5 },
    children: [
      entry({ label: 'Find a retailer', url: '/retailers', metadata: { type: 'link', icon: 'pin' } }),
      entry({ label: 'Book a test drive', url: '/offers#test-drive', metadata: { type: 'button', buttonStyle: 'primary' } }),
    ],
  }),
  entry({
    label: 'About us',
    metadata: { type: 'listItem', template: 'E', position: 6 },
    children: [
      entry({ label: 'Company', url: '/about', metadata: { type: 'templateInfo' } }),
      entry({ label: 'Contact', url: '/contact', metadata: { type: 'link', openInNewTab: false } }),
    ],
  }),
  entry({ label: 'Search', metadata: { type: 'search', icon: 'search', position: 7 } }),
  entry({ label: 'Polski', url: '^(https?://[^/]+)/(.*)$:$1/pl/$2:', metadata: { type: 'lang', position: 8 } }),
  entry({ label: 'Test drive', url: '/offers#test-drive', metadata: { type: 'topButton', position: 9 } }),
  entry({
    label: 'Rate [[exchange_rate]] on [[exchange_date]]',
    metadata: { type: 'exchange', position: 10 },
  }),
];

/** A stand-in for the site's `languageHref`: the seeded Polish switch of '/models'. */
export const seededLanguageHref = (item: NavEntry) => (item.metadata.type === 'lang' ? '/pl/models' : undefined);
