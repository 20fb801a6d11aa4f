// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { BlockViewLoader } from '../view-registry.js';

/** Template key → dynamic import of its view: each view is a chunk of its own. */
export const viewLoaders: Readonly<Record<string, BlockViewLoader>> = {
  accordion: () => import('../accordion/accordion.js'),
  content_blocks: () => import('../content-blocks/content-blocks.js'),
  dropdown_sections_select: () => import('../dropdown-sections-select/dropdown-sections-select.js'),
  extended_warranty: () => import('../extended-warranty/extended-warranty.js'),
  exterior_360: () => import('../exterior-360/exterior-360.js'),
  hero_title_banner: () => import('../hero-title-banner/hero-title-banner.js'),
  html_box: () => import('../html-box/html-box.js'),
  icons_timeline: () => import('../icons-timeline/icons-timeline.js'),
  image_box: () => import('../image-box/image-box.js'),
  in_page_navigation: () => import('../in-page-navigation/in-page-navigation.js'),
  interior_360: () => import('../interior-360/interior-360.js'),
  model_summary: () => import('../model-summary/model-summary.js'),
  model_summary_filters: () => import('../model-summary-filters/model-summary-filters.js'),
  offers_block: () => import('../offers-block/offers-block.js'),
  parallax_image: () => import('../parallax-image/parallax-image.js'),
  quote: () => import('../quote/quote.js'),
  quote_slider: () => import('../quote-slider/quote-slider.js'),
  ready_to_go_bar: () => import('../ready-to-go-bar/ready-to-go-bar.js'),
  sign_post: () => import('../sign-post/sign-post.js'),
  single_offer: () => import('../single-offer/single-offer.js'),
  snippet: () => import('../snippet/snippet.js'),
  specification_accordion: () => import('../specification-accordion/specification-accordion.js'),
  tabs: () => import('../tabs/tabs.js'),
};
