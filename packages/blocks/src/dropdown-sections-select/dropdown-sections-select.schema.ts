import { defineTemplate, themeOptions } from '../contract/index.js';

/** Most options the dropdown holds (block-catalogue.md §9 lists no limit for this template). */
export const DROPDOWN_SECTIONS_MAX_OPTIONS = 20;

const BLOCK_REF = '#?[A-Za-z0-9][A-Za-z0-9_:.-]*';
/** `3, 4, rdx-prices`: block numbers or element ids, separated by commas. */
export const BLOCK_REFS_PATTERN = `\\s*${BLOCK_REF}(\\s*,\\s*${BLOCK_REF})*\\s*`;

const label = <K extends string>(key: K, text: string, maxLength = 120) =>
  ({ kind: 'string', key, label: text, translatable: true, maxLength }) as const;

/**
 * Dropdown sections select (block-catalogue.md §3): a dropdown whose options each show some of
 * the page's blocks and hide the blocks of the other options; a modal confirms the choice, which
 * can then be edited or cleared.
 */
export const dropdownSectionsSelectTemplate = defineTemplate({
  key: 'dropdown_sections_select',
  name: 'Dropdown sections select',
  description:
    'A dropdown that shows only the page sections of the chosen option (e.g. per model or per customer type), with a confirmation, edit and clear.',
  group: 'Advanced',
  list_priority: 61,
  thumbnail_url: '/cms/thumbnails/dropdown-sections-select.svg',
  max_field_groups: DROPDOWN_SECTIONS_MAX_OPTIONS,
  min_field_groups: 1,
  version: 1,
  fields: [
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'light-theme' },
    label('dropdown_label', 'Dropdown label'),
    label('dropdown_default', 'Dropdown default (no choice: every section shows)'),
    label('modal_title', 'Modal title'),
    { kind: 'text', key: 'modal_text', label: 'Modal text', translatable: true, maxLength: 1000 },
    label('button_label', 'Modal button label', 60),
    label('selection_text', 'Selection text (before the chosen option)'),
    label('edit_text', 'Edit label', 60),
    label('clear_text', 'Clear label', 60),
  ],
  field_groups_template: [
    { ...label('option_label', 'Option label'), required: true },
    {
      kind: 'string',
      key: 'option_blocks',
      label: 'Blocks shown',
      help: 'The blocks this option shows, separated by commas: their numbers on the page (3 is the third block) or element ids (rdx-prices). The blocks of the other options are hidden.',
      required: true,
      maxLength: 500,
      pattern: BLOCK_REFS_PATTERN,
      patternHint: 'must be block numbers or element ids (letters, digits, - _ : .) separated by commas',
    },
  ],
});
