import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an editor's rich-text field may carry onto a public page: text formatting, lists and
 * links. Scripts, styles, event handlers and unknown schemes are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab never gets a handle on this window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener' } : attribs,
    }),
  },
};

/** Sanitised copy of editor-authored HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeRichText(html: string): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
