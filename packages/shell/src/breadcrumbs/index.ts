export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.js';
export { offerHref, type BreadcrumbOffer } from './offers.js';
export { DEFAULT_BREADCRUMBS_TEXTS, type BreadcrumbsTexts } from './texts.js';
