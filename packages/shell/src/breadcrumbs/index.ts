export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.js';
export { breadcrumbOfferHref, type BreadcrumbOffer } from './offers.js';
export type { BreadcrumbsTexts } from './texts.js';
