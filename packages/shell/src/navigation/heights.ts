/** Navigation heights in px (site-shell.md §9), mirrored by navigation.css. */
export const NAVIGATION_HEIGHTS = {
  mobile: { plain: 48, breadcrumbs: 103, retailerBar: 88, both: 143 },
  desktop: { plain: 72, breadcrumbs: 116, retailerBar: 112, both: 156 },
} as const;

/** Height of the retailer bar above the navigation, in px. */
export const RETAILER_BAR_HEIGHT = 40;

/**
 * The header's height (e.g. the offset for hash scrolling): the bar plus breadcrumbs and the
 * retailer bar when present.
 */
export function navigationHeight(options: {
  viewport: 'mobile' | 'desktop';
  hasBreadcrumbs?: boolean;
  hasRetailerBar?: boolean;
}): number {
  const heights = NAVIGATION_HEIGHTS[options.viewport];
  if (options.hasBreadcrumbs && options.hasRetailerBar) return heights.both;
  if (options.hasBreadcrumbs) return heights.breadcrumbs;
  if (options.hasRetailerBar) return heights.retailerBar;
  return heights.plain;
}
