// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { TemplateDefinition } from '../contract/index.js';
import { accordionTemplate } from '../accordion/accordion.schema.js';
import { dropdownSectionsSelectTemplate } from '../dropdown-sections-select/dropdown-sections-select.schema.js';
import { heroTitleBannerTemplate } from '../hero-title-banner/hero-title-banner.schema.js';
import { inPageNavigationTemplate } from '../in-page-navigation/in-page-navigation.schema.js';
import { offersBlockTemplate } from '../offers-block/offers-block.schema.js';
import { quoteTemplate } from '../quote/quote.schema.js';
import { quoteSliderTemplate } from '../quote-slider/quote-slider.schema.js';
import { singleOfferTemplate } from '../single-offer/single-offer.schema.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';

export {
  accordionTemplate,
  dropdownSectionsSelectTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  offersBlockTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  singleOfferTemplate,
  snippetTemplate,
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
  accordionTemplate,
  dropdownSectionsSelectTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  offersBlockTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  singleOfferTemplate,
  snippetTemplate,
];
