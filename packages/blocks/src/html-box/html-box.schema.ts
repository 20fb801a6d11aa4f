import { defineTemplate, dirField, themeField } from '../contract/index.js';

/**
 * HTML box (block-catalogue.md §3 lists it with "fields not shown"): a piece of editor-written
 * HTML, shown through the one rich-text policy (`../sanitize.ts`). It is not a slot for scripts
 * or embeds: the pages' Content-Security-Policy admits only scripts carrying the page's nonce, so
 * an inline script would not run, and letting one through would be a cross-site scripting path.
 */
export const htmlBoxTemplate = defineTemplate({
  key: 'html_box',
  name: 'HTML box',
  description:
    'Formatted text written as HTML (paragraphs, headings, lists, links); scripts and styles are removed.',
  group: 'Advanced',
  list_priority: 60,
  thumbnail_url: '/cms/thumbnails/html-box.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'markdown',
      format: 'html',
      key: 'html',
      label: 'HTML',
      help: 'Paragraphs, h3–h6 headings, lists, quotes, links and text formatting. Scripts, styles, event handlers (onclick…) and javascript: links are removed.',
      translatable: true,
      required: true,
      maxLength: 20000,
    },
    themeField,
    dirField,
  ],
  field_groups_template: [],
});
