// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { TemplateDefinition } from '../contract/index.js';
import { accordionTemplate } from '../accordion/accordion.schema.js';
import { extendedWarrantyTemplate } from '../extended-warranty/extended-warranty.schema.js';
import { heroTitleBannerTemplate } from '../hero-title-banner/hero-title-banner.schema.js';
import { inPageNavigationTemplate } from '../in-page-navigation/in-page-navigation.schema.js';
import { modelSummaryTemplate } from '../model-summary/model-summary.schema.js';
import { modelSummaryFiltersTemplate } from '../model-summary-filters/model-summary-filters.schema.js';
import { quoteTemplate } from '../quote/quote.schema.js';
import { quoteSliderTemplate } from '../quote-slider/quote-slider.schema.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';
import { specificationAccordionTemplate } from '../specification-accordion/specification-accordion.schema.js';

export {
  accordionTemplate,
  extendedWarrantyTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  modelSummaryTemplate,
  modelSummaryFiltersTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  snippetTemplate,
  specificationAccordionTemplate,
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
  accordionTemplate,
  extendedWarrantyTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  modelSummaryTemplate,
  modelSummaryFiltersTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  snippetTemplate,
  specificationAccordionTemplate,
];
