// The one rich-text policy, applied by the one block pipeline (`prepareBlock`: the content service
// on save and on read, the editor's preview) and again by the views as they render. The `browser`
// export condition of '@forecourt/ui/sanitize' keeps sanitize-html out of browser bundles.
import { sanitizeHtml, type SanitizePolicy } from '@forecourt/ui/sanitize';
import type { FieldDefinition } from './fields.js';
import type { BlockData, TemplateDefinition } from './template.js';

/**
 * The HTML an editor's rich-text field may carry onto a public page: text formatting, headings,
 * lists, links, images, tables and figures. Scripts, styles, embedded documents, event handlers,
 * inline styles and unknown schemes are removed.
 */
export const RICH_TEXT_POLICY: SanitizePolicy = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'small',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'hr',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['dir', 'lang'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Every other disallowed element is unwrapped, its text kept.
  droppedWithContent: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A link opening a new tab never gets a handle on this window.
  noopenerOnBlankTargets: true,
};

/** Sanitised copy of editor-authored HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_POLICY);
}

const sanitizeValue = (value: unknown): unknown => {
  if (typeof value === 'string') return sanitizeRichText(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    // A translatable field: one text per locale.
    return Object.fromEntries(Object.entries(value).map(([locale, text]) => [locale, sanitizeValue(text)]));
  }
  return value;
};

function sanitizeValues(definitions: readonly FieldDefinition[], values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of definitions) {
    if (field.kind === 'markdown' && field.format === 'html' && field.key in out) {
      out[field.key] = sanitizeValue(out[field.key]);
    }
  }
  return out;
}

/** A block's data with every HTML rich-text field (of its fields and groups) sanitised. */
export function sanitizeBlockData(template: TemplateDefinition, data: BlockData): BlockData {
  return {
    ...data,
    fields: sanitizeValues(template.fields, data.fields) as BlockData['fields'],
    groups: Array.isArray(data.groups)
      ? (data.groups.map((group) => sanitizeValues(template.field_groups_template, group)) as BlockData['groups'])
      : data.groups,
  };
}
