// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { BlockViewLoader } from '../view-registry.js';

/** Template key → dynamic import of its view: each view is a chunk of its own. */
export const viewLoaders: Readonly<Record<string, BlockViewLoader>> = {
  accordion: () => import('../accordion/accordion.js'),
  extended_warranty: () => import('../extended-warranty/extended-warranty.js'),
  hero_title_banner: () => import('../hero-title-banner/hero-title-banner.js'),
  in_page_navigation: () => import('../in-page-navigation/in-page-navigation.js'),
  model_summary: () => import('../model-summary/model-summary.js'),
  model_summary_filters: () => import('../model-summary-filters/model-summary-filters.js'),
  quote: () => import('../quote/quote.js'),
  quote_slider: () => import('../quote-slider/quote-slider.js'),
  snippet: () => import('../snippet/snippet.js'),
  specification_accordion: () => import('../specification-accordion/specification-accordion.js'),
};
