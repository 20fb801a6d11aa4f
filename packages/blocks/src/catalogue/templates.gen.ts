// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { TemplateDefinition } from '../contract/index.js';
import { accordionTemplate } from '../accordion/accordion.schema.js';
import { collectionSliderTemplate } from '../collection-slider/collection-slider.schema.js';
import { colorPickerSliderTemplate } from '../color-picker-slider/color-picker-slider.schema.js';
import { dualFrameCarouselTemplate } from '../dual-frame-carousel/dual-frame-carousel.schema.js';
import { galleryCarouselTemplate } from '../gallery-carousel/gallery-carousel.schema.js';
import { galleryCategoriesTemplate } from '../gallery-categories/gallery-categories.schema.js';
import { heroCarouselTemplate } from '../hero-carousel/hero-carousel.schema.js';
import { heroTitleBannerTemplate } from '../hero-title-banner/hero-title-banner.schema.js';
import { inPageNavigationTemplate } from '../in-page-navigation/in-page-navigation.schema.js';
import { modelsCarouselManualTemplate } from '../models-carousel-manual/models-carousel-manual.schema.js';
import { numberButtonCarouselTemplate } from '../number-button-carousel/number-button-carousel.schema.js';
import { quoteTemplate } from '../quote/quote.schema.js';
import { quoteSliderTemplate } from '../quote-slider/quote-slider.schema.js';
import { sameSizeCarouselTemplate } from '../same-size-carousel/same-size-carousel.schema.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';

export {
  accordionTemplate,
  collectionSliderTemplate,
  colorPickerSliderTemplate,
  dualFrameCarouselTemplate,
  galleryCarouselTemplate,
  galleryCategoriesTemplate,
  heroCarouselTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  modelsCarouselManualTemplate,
  numberButtonCarouselTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  sameSizeCarouselTemplate,
  snippetTemplate,
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
  accordionTemplate,
  collectionSliderTemplate,
  colorPickerSliderTemplate,
  dualFrameCarouselTemplate,
  galleryCarouselTemplate,
  galleryCategoriesTemplate,
  heroCarouselTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  modelsCarouselManualTemplate,
  numberButtonCarouselTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  sameSizeCarouselTemplate,
  snippetTemplate,
];
