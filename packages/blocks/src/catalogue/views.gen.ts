// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { BlockViewLoader } from '../view-registry.js';

/** Template key → dynamic import of its view: each view is a chunk of its own. */
export const viewLoaders: Readonly<Record<string, BlockViewLoader>> = {
  accordion: () => import('../accordion/accordion.js'),
  exterior_360: () => import('../exterior-360/exterior-360.js'),
  hero_title_banner: () => import('../hero-title-banner/hero-title-banner.js'),
  in_page_navigation: () => import('../in-page-navigation/in-page-navigation.js'),
  interior_360: () => import('../interior-360/interior-360.js'),
  quote: () => import('../quote/quote.js'),
  quote_slider: () => import('../quote-slider/quote-slider.js'),
  snippet: () => import('../snippet/snippet.js'),
  tabs: () => import('../tabs/tabs.js'),
};
