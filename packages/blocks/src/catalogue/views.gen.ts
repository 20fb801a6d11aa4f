// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { BlockViewLoader } from '../view-registry.js';

/** Template key → dynamic import of its view: each view is a chunk of its own. */
export const viewLoaders: Readonly<Record<string, BlockViewLoader>> = {
  accordion: () => import('../accordion/accordion.js'),
  collection_slider: () => import('../collection-slider/collection-slider.js'),
  color_picker_slider: () => import('../color-picker-slider/color-picker-slider.js'),
  dual_frame_carousel: () => import('../dual-frame-carousel/dual-frame-carousel.js'),
  gallery_carousel: () => import('../gallery-carousel/gallery-carousel.js'),
  gallery_categories: () => import('../gallery-categories/gallery-categories.js'),
  hero_carousel: () => import('../hero-carousel/hero-carousel.js'),
  hero_title_banner: () => import('../hero-title-banner/hero-title-banner.js'),
  in_page_navigation: () => import('../in-page-navigation/in-page-navigation.js'),
  models_carousel_manual: () => import('../models-carousel-manual/models-carousel-manual.js'),
  number_button_carousel: () => import('../number-button-carousel/number-button-carousel.js'),
  quote: () => import('../quote/quote.js'),
  quote_slider: () => import('../quote-slider/quote-slider.js'),
  same_size_carousel: () => import('../same-size-carousel/same-size-carousel.js'),
  snippet: () => import('../snippet/snippet.js'),
};
