import { defineTemplate, headerTagField, headingField, themeOptions } from '../contract/index.js';

/**
 * Offers to CRM (block-catalogue.md §3 lists "offers to a customer-relationship system" with its
 * fields not shown; these are ours): the visitor picks one of the site's offers and sends a form
 * of Admin › Forms; the chosen offer travels in one of the form's hidden fields, so the lead and
 * its CRM call name it.
 */
export const offersToCrmTemplate = defineTemplate({
  key: 'offers_to_crm',
  name: 'Offers to CRM',
  description:
    'Visitors pick one of the site’s offers and send a form about it; the chosen offer goes with the lead to the customer-relationship system.',
  group: 'Specials',
  list_priority: 43,
  thumbnail_url: '/cms/thumbnails/offers-to-crm.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    headingField,
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    { kind: 'text', key: 'text', label: 'Text', translatable: true, maxLength: 1000 },
    { kind: 'separator', key: 'form', label: 'Form' },
    {
      kind: 'string',
      key: 'form_id',
      label: 'Form',
      help: 'The number of the form in Admin › Forms. It needs a hidden field that receives the chosen offer.',
      required: true,
      maxLength: 10,
      pattern: '[1-9][0-9]*',
      patternHint: 'must be a form number (digits)',
    },
    {
      kind: 'string',
      key: 'offer_field_id',
      label: 'Offer field',
      help: 'The id of the form’s hidden field that receives the chosen offer’s anchor.',
      required: true,
      default: 'offer',
      maxLength: 64,
      pattern: '[a-z][a-z0-9_]*',
      patternHint: 'must be a field id (a-z, 0-9, _)',
    },
    {
      kind: 'string',
      key: 'choice_label',
      label: 'Offer choice label',
      help: 'Shown above the offers. Empty: “Choose an offer”.',
      translatable: true,
      maxLength: 120,
    },
    {
      kind: 'string',
      key: 'offer_anchors',
      label: 'Offers',
      help: 'The anchors of the offers to list (Admin › Offers), separated by commas, in this order. Empty: every offer.',
      maxLength: 2000,
      pattern: '[#A-Za-z0-9_:.,\\s-]*',
      patternHint: 'must be offer anchors separated by commas',
    },
  ],
  field_groups_template: [],
});
