/**
 * React-free entry (`@forecourt/blocks/templates`): the template definitions and the validator,
 * for the editor and the content service. Importing it pulls in no view code.
 */
import { createBlockPreparer, type TemplateDefinition } from './contract/index.js';
import { accordionTemplate } from './accordion/accordion.schema.js';
import { heroTitleBannerTemplate } from './hero-title-banner/hero-title-banner.schema.js';
import { inPageNavigationTemplate } from './in-page-navigation/in-page-navigation.schema.js';
import { quoteSliderTemplate } from './quote-slider/quote-slider.schema.js';
import { quoteTemplate } from './quote/quote.schema.js';
import { snippetTemplate } from './snippet/snippet.schema.js';

export * from './contract/index.js';
export {
  accordionTemplate,
  heroTitleBannerTemplate,
  inPageNavigationTemplate,
  quoteSliderTemplate,
  quoteTemplate,
  snippetTemplate,
};

/** Every template of the catalogue, in catalogue order. */
export const templates: readonly TemplateDefinition[] = [
  heroTitleBannerTemplate,
  snippetTemplate,
  accordionTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  inPageNavigationTemplate,
].sort((a, b) => a.list_priority - b.list_priority);

const byKey = new Map(templates.map((t) => [t.key, t]));

/** The template with `key`, or undefined when the catalogue has none. */
export function getTemplate(key: string): TemplateDefinition | undefined {
  return byKey.get(key);
}

/**
 * A saved block made ready to read, over this catalogue: template looked up, data migrated to the
 * template's current version, then validated. The content service runs it on every page read,
 * so readers get migrated blocks and, for a broken one, its `issues`.
 */
export const prepareBlock = createBlockPreparer(getTemplate);
