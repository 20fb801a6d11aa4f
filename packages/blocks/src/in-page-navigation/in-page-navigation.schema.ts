import { defineTemplate } from '../contract/index.js';

/** Most links an in-page navigation holds (block-catalogue.md §9). */
export const IN_PAGE_NAVIGATION_MAX_ITEMS = 10;

/**
 * In-page navigation (block-catalogue.md §3, max 10 groups in §9): a bar of links to blocks of the
 * same page that sticks under the header once scrolled to (site-shell.md §2).
 */
export const inPageNavigationTemplate = defineTemplate({
  key: 'in_page_navigation',
  name: 'In-page navigation',
  description:
    'A bar of links to sections of the page that sticks under the header, with a go-to-top control.',
  group: 'Advanced',
  list_priority: 60,
  thumbnail_url: '/cms/thumbnails/in-page-navigation.svg',
  max_field_groups: IN_PAGE_NAVIGATION_MAX_ITEMS,
  min_field_groups: 1,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'goTopShort',
      label: 'Go to top (short, phones)',
      translatable: true,
      maxLength: 20,
    },
    {
      kind: 'string',
      key: 'goTopFull',
      label: 'Go to top (full, from 1024 px)',
      translatable: true,
      maxLength: 60,
    },
  ],
  field_groups_template: [
    {
      kind: 'string',
      key: 'label',
      label: 'Label',
      translatable: true,
      required: true,
      maxLength: 60,
    },
    {
      // `block-<id>` links to the block with that stable id (the editor's block picker writes
      // it; the content service turns old block numbers into it); a number N still links to
      // `#component-N`; anything else is an element id (e.g. a Snippet's `rdx-<anchor>`).
      kind: 'string',
      key: 'blockId',
      label: 'Block',
      help: 'A block of this page (block-<id>, kept when blocks move) or an element id (rdx-prices).',
      required: true,
      maxLength: 100,
      pattern: '#?[A-Za-z0-9][A-Za-z0-9_:.-]*',
      patternHint: 'must be a block number or an element id (letters, digits, - _ : .)',
    },
  ],
});
