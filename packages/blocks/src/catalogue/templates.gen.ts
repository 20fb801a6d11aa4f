// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { TemplateDefinition } from '../contract/index.js';
import { accordionTemplate } from '../accordion/accordion.schema.js';
import { contentBlocksTemplate } from '../content-blocks/content-blocks.schema.js';
import { dropdownSectionsSelectTemplate } from '../dropdown-sections-select/dropdown-sections-select.schema.js';
import { extendedWarrantyTemplate } from '../extended-warranty/extended-warranty.schema.js';
import { exterior360Template } from '../exterior-360/exterior-360.schema.js';
import { heroTitleBannerTemplate } from '../hero-title-banner/hero-title-banner.schema.js';
import { htmlBoxTemplate } from '../html-box/html-box.schema.js';
import { iconsTimelineTemplate } from '../icons-timeline/icons-timeline.schema.js';
import { imageBoxTemplate } from '../image-box/image-box.schema.js';
import { inPageNavigationTemplate } from '../in-page-navigation/in-page-navigation.schema.js';
import { interior360Template } from '../interior-360/interior-360.schema.js';
import { modelSummaryTemplate } from '../model-summary/model-summary.schema.js';
import { modelSummaryFiltersTemplate } from '../model-summary-filters/model-summary-filters.schema.js';
import { offersBlockTemplate } from '../offers-block/offers-block.schema.js';
import { parallaxImageTemplate } from '../parallax-image/parallax-image.schema.js';
import { quoteTemplate } from '../quote/quote.schema.js';
import { quoteSliderTemplate } from '../quote-slider/quote-slider.schema.js';
import { readyToGoBarTemplate } from '../ready-to-go-bar/ready-to-go-bar.schema.js';
import { signPostTemplate } from '../sign-post/sign-post.schema.js';
import { singleOfferTemplate } from '../single-offer/single-offer.schema.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';
import { specificationAccordionTemplate } from '../specification-accordion/specification-accordion.schema.js';
import { tabsTemplate } from '../tabs/tabs.schema.js';

export {
  accordionTemplate,
  contentBlocksTemplate,
  dropdownSectionsSelectTemplate,
  extendedWarrantyTemplate,
  exterior360Template,
  heroTitleBannerTemplate,
  htmlBoxTemplate,
  iconsTimelineTemplate,
  imageBoxTemplate,
  inPageNavigationTemplate,
  interior360Template,
  modelSummaryTemplate,
  modelSummaryFiltersTemplate,
  offersBlockTemplate,
  parallaxImageTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  readyToGoBarTemplate,
  signPostTemplate,
  singleOfferTemplate,
  snippetTemplate,
  specificationAccordionTemplate,
  tabsTemplate,
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
  accordionTemplate,
  contentBlocksTemplate,
  dropdownSectionsSelectTemplate,
  extendedWarrantyTemplate,
  exterior360Template,
  heroTitleBannerTemplate,
  htmlBoxTemplate,
  iconsTimelineTemplate,
  imageBoxTemplate,
  inPageNavigationTemplate,
  interior360Template,
  modelSummaryTemplate,
  modelSummaryFiltersTemplate,
  offersBlockTemplate,
  parallaxImageTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  readyToGoBarTemplate,
  signPostTemplate,
  singleOfferTemplate,
  snippetTemplate,
  specificationAccordionTemplate,
  tabsTemplate,
];
