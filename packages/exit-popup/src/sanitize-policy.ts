import { DROPPED_WITH_CONTENT, type SanitizePolicy } from '@forecourt/ui/sanitize';

/**
 * What the exit popup's copy (`exit_popup.copy`, admin-authored HTML) may contain: text formatting,
 * lists and links. No `style`, no event handlers. Applied by the shared engine of
 * `@forecourt/ui/sanitize` (sanitize-html in Node, the browser's own parser in browsers, so
 * visitors do not download an HTML parser).
 */
export const EXIT_COPY_POLICY: SanitizePolicy = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'abbr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'span',
    'sub',
    'sup',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    abbr: ['title'],
    '*': ['class', 'lang', 'dir'],
  },
  // Every other unknown element is unwrapped, its content kept.
  droppedWithContent: [...DROPPED_WITH_CONTENT, 'title'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: true,
};
