/**
 * The part of an offer (site-shell.md §3 "Offer") the breadcrumbs read. Structural, so the
 * api-client's offer type fits it as it is.
 */
export interface BreadcrumbOffer {
  car_model_key: string;
  anchor: string;
  title: string;
  suboffers: ReadonlyArray<{ anchor: string }>;
}

/**
 * Link to one offer on the current offers page (site-shell.md §2 "Breadcrumbs"): the current path,
 * `suboffer=rdx-<offer anchor>` and the hash `rdx-<first sub-offer anchor>` (none without one).
 */
export function breadcrumbOfferHref(currentPath: string, offer: BreadcrumbOffer): string {
  const path = currentPath.split(/[?#]/)[0] || '/';
  const query = new URLSearchParams({ suboffer: `rdx-${offer.anchor}` }).toString();
  const first = offer.suboffers[0];
  return `${path}?${query}${first ? `#rdx-${first.anchor}` : ''}`;
}
