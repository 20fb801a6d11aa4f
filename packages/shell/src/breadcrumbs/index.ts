export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.js';
export { breadcrumbOfferHref, type BreadcrumbOffer } from './offers.js';
export { DEFAULT_BREADCRUMBS_TEXTS, type BreadcrumbsTexts } from './texts.js';
