import { defineTemplate, headingField, paragraphField, themeOptions } from '../contract/index.js';

/** Snippet (block-catalogue.md §3): a titled paragraph with an optional link. */
export const snippetTemplate = defineTemplate({
  key: 'snippet',
  name: 'Snippet',
  description:
    'A section title, a paragraph and an optional link, in a wide, narrow or disclaimer layout.',
  group: 'Content',
  list_priority: 10,
  thumbnail_url: '/cms/thumbnails/snippet.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'select',
      key: 'alignment',
      label: 'Alignment',
      options: [
        { label: 'Wide, left', value: 'wide-left' },
        { label: 'Wide, centre', value: 'wide-center' },
        { label: 'Narrow, left', value: 'narrow-left' },
        { label: 'Narrow, centre', value: 'narrow-center' },
        { label: 'Disclaimer, left', value: 'disclaimer-left' },
        { label: 'Disclaimer, centre', value: 'disclaimer-center' },
      ],
      default: 'wide-left',
    },
    {
      kind: 'select',
      key: 'block_height',
      label: 'Block height',
      options: [
        { label: 'Normal', value: 'normal' },
        { label: 'Short', value: 'short' },
        { label: 'No top padding', value: 'no-top-padding' },
        { label: 'No bottom padding', value: 'no-bottom-padding' },
        { label: 'No padding', value: 'no-padding' },
      ],
      default: 'normal',
    },
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    { ...headingField, key: 'section_title', label: 'Section title' },
    {
      ...paragraphField,
      kind: 'markdown',
      format: 'html',
      key: 'section_paragraph',
      label: 'Section paragraph',
      maxLength: 5000,
    },
    { kind: 'link', key: 'link', label: 'Link', translatable: true },
    {
      // The section's id becomes `rdx-<anchor>`, the target of `#rdx-…` links (offer anchors).
      kind: 'string',
      key: 'anchor',
      label: 'Anchor',
      help: 'Links to #rdx-<anchor> scroll to this section.',
      maxLength: 100,
      pattern: '[a-z0-9]+(?:-[a-z0-9]+)*',
      patternHint: 'may hold only lowercase letters, digits and single dashes between them',
    },
  ],
  field_groups_template: [],
});
