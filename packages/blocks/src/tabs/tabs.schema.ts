import { defineTemplate } from '../contract/index.js';

/** Most tabs one Tabs block holds (block-catalogue.md §9 sets no limit; ten fit one row). */
export const TABS_MAX_TABS = 10;

/**
 * Tabs (block-catalogue.md §3): a row of tabs that shows one group of the page's following
 * blocks at a time. Each tab's `tab_id` names the block it shows (as the in-page navigation does),
 * `blocks_count` how many blocks from there belong to each tab.
 */
export const tabsTemplate = defineTemplate({
  key: 'tabs',
  name: 'Tabs',
  description: 'A row of tabs that shows one of the blocks below it at a time.',
  group: 'Advanced',
  list_priority: 61,
  thumbnail_url: '/cms/thumbnails/tabs.svg',
  max_field_groups: TABS_MAX_TABS,
  min_field_groups: 2,
  version: 1,
  fields: [
    {
      kind: 'number',
      key: 'blocks_count',
      label: 'Blocks per tab',
      help: 'Each tab shows the block its tab id names and, above 1, that many blocks from there on.',
      min: 1,
      max: 10,
      step: 1,
      integer: true,
      default: 1,
    },
  ],
  field_groups_template: [
    { kind: 'icon', key: 'tab_icon', label: 'Icon' },
    {
      kind: 'string',
      key: 'tab_label',
      label: 'Label',
      translatable: true,
      required: true,
      maxLength: 60,
    },
    {
      // Same rule as the in-page navigation's block: N is the page's Nth block (#component-N).
      kind: 'string',
      key: 'tab_id',
      label: 'Block',
      help: 'The first block this tab shows: its number on the page (3 is #component-3) or an element id (rdx-prices).',
      required: true,
      maxLength: 100,
      pattern: '#?[A-Za-z0-9][A-Za-z0-9_:.-]*',
      patternHint: 'must be a block number or an element id (letters, digits, - _ : .)',
    },
  ],
});
