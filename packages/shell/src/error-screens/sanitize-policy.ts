/**
 * What admin-authored HTML (the `general.404_page` setting) may contain. One policy, two
 * implementations: `sanitize.ts` (sanitize-html, on the server) and `sanitize.browser.ts` (the
 * browser's own parser, so the page does not ship an HTML/CSS parser to every visitor).
 */
export const ALLOWED_TAGS: readonly string[] = [
  'address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup',
  'main', 'nav', 'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr',
  'li', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn',
  'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u',
  'var', 'wbr', 'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
  'img',
];

/** Attributes per tag; '*' applies to every allowed tag. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'name', 'target', 'rel', 'title'],
  img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
  '*': ['class', 'id'],
};

/** Elements dropped together with their text (everything else not allowed is unwrapped). */
export const DROPPED_WITH_CONTENT: readonly string[] = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'];

/** URL schemes links and images may use; relative URLs are always fine. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
