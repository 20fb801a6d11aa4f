// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { TemplateDefinition } from '../contract/index.js';
import { accordionTemplate } from '../accordion/accordion.schema.js';
import { exterior360Template } from '../exterior-360/exterior-360.schema.js';
import { heroTitleBannerTemplate } from '../hero-title-banner/hero-title-banner.schema.js';
import { inPageNavigationTemplate } from '../in-page-navigation/in-page-navigation.schema.js';
import { interior360Template } from '../interior-360/interior-360.schema.js';
import { quoteTemplate } from '../quote/quote.schema.js';
import { quoteSliderTemplate } from '../quote-slider/quote-slider.schema.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';
import { tabsTemplate } from '../tabs/tabs.schema.js';

export {
  accordionTemplate,
  exterior360Template,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  interior360Template,
  quoteTemplate,
  quoteSliderTemplate,
  snippetTemplate,
  tabsTemplate,
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
  accordionTemplate,
  exterior360Template,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  interior360Template,
  quoteTemplate,
  quoteSliderTemplate,
  snippetTemplate,
  tabsTemplate,
];
