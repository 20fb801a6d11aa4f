/**
 * What the exit popup's copy (`exit_popup.copy`, admin-authored HTML) may contain: text formatting,
 * lists and links. One policy, two implementations: `sanitize.ts` (sanitize-html, in Node) and
 * `sanitize.browser.ts` (the browser's own parser, so visitors do not download an HTML parser).
 */
export const ALLOWED_TAGS: readonly string[] = [
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
];

/** Attributes per tag; '*' applies to every allowed tag. No `style`, no event handlers. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  abbr: ['title'],
  '*': ['class', 'lang', 'dir'],
};

/** Elements dropped together with their content (every other unknown element is unwrapped). */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
];

/** URL schemes links may use; relative URLs are always fine. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
