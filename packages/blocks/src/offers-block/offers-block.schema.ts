import { defineTemplate, headerTagField, headingField, themeOptions } from '../contract/index.js';

/**
 * Offers block (block-catalogue.md §3: new_cars, approved, owners, branded_goods, form_title,
 * form_subtile, form_id): the site's offers in the categories the editor ticks, each category a
 * section, with an enquiry form call to action.
 */
export const offersBlockTemplate = defineTemplate({
  key: 'offers_block',
  name: 'Offers',
  description:
    'The site’s current offers by category (new cars, approved used cars, owners, branded goods) with their prices and an enquiry form.',
  group: 'Specials',
  list_priority: 41,
  thumbnail_url: '/cms/thumbnails/offers-block.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    headingField,
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    { kind: 'separator', key: 'categories', label: 'Categories shown' },
    { kind: 'bool', key: 'new_cars', label: 'New cars', default: true },
    { kind: 'bool', key: 'approved', label: 'Approved used cars', default: false },
    { kind: 'bool', key: 'owners', label: 'Owners (service, parts)', default: false },
    { kind: 'bool', key: 'branded_goods', label: 'Branded goods', default: false },
    { kind: 'separator', key: 'form', label: 'Enquiry form' },
    { kind: 'string', key: 'form_title', label: 'Form title', translatable: true, maxLength: 120 },
    {
      kind: 'text',
      key: 'form_subtile',
      label: 'Form subtitle',
      translatable: true,
      maxLength: 500,
    },
    {
      kind: 'string',
      key: 'form_id',
      label: 'Form',
      help: 'The id of the form (Admin › Forms) that the enquiry buttons open. Empty: no enquiry buttons.',
      maxLength: 100,
      pattern: '[A-Za-z0-9][A-Za-z0-9_.:-]*',
      patternHint: 'must be a form id (letters, digits, - _ . :)',
    },
  ],
  field_groups_template: [],
});
