// The `browser` export condition of '@forecourt/ui/sanitize' keeps sanitize-html out of browser bundles.
import { sanitizeHtml, type SanitizePolicy } from '@forecourt/ui/sanitize';

/**
 * The HTML an editor's rich-text field may carry onto a public page: text formatting, lists and
 * links. Scripts, styles, event handlers and unknown schemes are removed.
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
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  // sanitize-html's own default; every other disallowed element is unwrapped, its text kept.
  droppedWithContent: ['script', 'style', 'textarea', 'option', 'xmp'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A link opening a new tab never gets a handle on this window.
  noopenerOnBlankTargets: true,
};

/** Sanitised copy of editor-authored HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_POLICY);
}
