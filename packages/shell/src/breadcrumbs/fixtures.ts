import type { Breadcrumb } from '@forecourt/api-client';
import type { BreadcrumbOffer } from './offers.js';

const leaf = (title: string, path: string, hierarchy: number): Breadcrumb => ({
  title,
  path,
  hierarchy,
  skip_in_breadcrumbs: false,
  has_children: false,
  children: [],
});

/** Seeded-like trail: Home › Jaguar range › (folder Models, skipped) › F-PACE. */
export const CRUMBS: Breadcrumb[] = [
  {
    title: 'Home',
    path: '/',
    hierarchy: 0,
    skip_in_breadcrumbs: false,
    has_children: true,
    children: [
      leaf('Jaguar range', '/jaguar-range', 1),
      leaf('Offers and finance', '/offers-and-finance', 1),
      leaf('Owners', '/owners/overview', 1),
      { ...leaf('Internal folder', '/internal', 1), skip_in_breadcrumbs: true },
    ],
  },
  {
    title: 'Jaguar range',
    path: '/jaguar-range',
    hierarchy: 1,
    skip_in_breadcrumbs: false,
    has_children: true,
    children: [leaf('Models', '/jaguar-range/models', 2)],
  },
  {
    title: 'Models',
    path: '/jaguar-range/models',
    hierarchy: 2,
    skip_in_breadcrumbs: true,
    has_children: true,
    children: [leaf('F-PACE', '/jaguar-range/models/f-pace', 3)],
  },
  {
    title: 'F-PACE',
    path: '/jaguar-range/models/f-pace',
    hierarchy: 3,
    skip_in_breadcrumbs: false,
    has_children: true,
    children: [
      leaf('F-PACE SVR', '/jaguar-range/models/f-pace/svr', 4),
      leaf('F-PACE R-Dynamic', '/jaguar-range/models/f-pace/r-dynamic', 4),
    ],
  },
];

/** A level with many children, to show the 500 px scrolling dropdown. */
export const LONG_CRUMBS: Breadcrumb[] = [
  {
    ...CRUMBS[0]!,
    children: Array.from({ length: 30 }, (_, index) =>
      leaf(`Section ${index + 1}`, `/section-${index + 1}`, 1),
    ),
  },
  leaf('Section 1', '/section-1', 1),
];

/** Offers of the seeded offers page. */
export const OFFERS: BreadcrumbOffer[] = [
  {
    car_model_key: 'f-pace',
    anchor: 'f-pace-offer',
    title: 'F-PACE from 1,999 PLN / month',
    suboffers: [{ anchor: 'f-pace-lease' }, { anchor: 'f-pace-cash' }],
  },
  {
    car_model_key: 'e-pace',
    anchor: 'e-pace-offer',
    title: 'E-PACE business lease',
    suboffers: [{ anchor: 'e-pace-lease' }],
  },
];

export const OFFERS_PAGE_CRUMBS: Breadcrumb[] = [
  CRUMBS[0]!,
  leaf('Offers and finance', '/offers-and-finance', 1),
];
