import { defineTemplate, headerTagField, linkField, themeOptions } from '../contract/index.js';

/**
 * An offer's anchor as the site links it: letters, digits and `- _ : .`, optionally written as
 * the page's `#rdx-<anchor>`.
 */
export const OFFER_ANCHOR_PATTERN = '#?[A-Za-z0-9][A-Za-z0-9_:.-]*';

/**
 * Single offer (block-catalogue.md §3: hash, description_first, description_second,
 * hidden_fields): one offer of the site's offers, found by its anchor, with its car's price and
 * a call to action.
 */
export const singleOfferTemplate = defineTemplate({
  key: 'single_offer',
  name: 'Single offer',
  description:
    'One of the site’s offers, picked by its anchor: its title, sub-offers and the car’s price, with two descriptions and a call to action.',
  group: 'Specials',
  list_priority: 40,
  thumbnail_url: '/cms/thumbnails/single-offer.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'hash',
      label: 'Offer anchor',
      help: 'The anchor of the offer (Admin › Offers), e.g. range-rover-sport.',
      required: true,
      maxLength: 100,
      pattern: OFFER_ANCHOR_PATTERN,
      patternHint: 'must be an offer anchor (letters, digits, - _ : .)',
    },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    {
      kind: 'markdown',
      format: 'html',
      key: 'description_first',
      label: 'Description (above the price)',
      translatable: true,
      maxLength: 5000,
    },
    {
      kind: 'markdown',
      format: 'html',
      key: 'description_second',
      label: 'Description (below the price, e.g. terms)',
      translatable: true,
      maxLength: 5000,
    },
    { ...linkField, label: 'Call to action' },
    {
      kind: 'json',
      key: 'hidden_fields',
      label: 'Hidden form fields',
      help: 'A JSON object of form field names and values sent with a form call to action, e.g. {"campaign": "spring"}.',
      default: '{}',
    },
  ],
  field_groups_template: [],
});
