import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
} from './sanitize-policy.js';

/**
 * Cleans the exit popup's admin-authored copy before it is injected: keeps text formatting, lists
 * and links; drops scripts, styles, event handlers and `javascript:` URLs. Node build
 * (sanitize-html); browsers get `sanitize.browser.ts` through the package's `#sanitize` import.
 */
export function sanitizeExitCopy(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
    ),
    allowedSchemes: [...ALLOWED_SCHEMES],
    allowProtocolRelative: true,
    nonTextTags: [...DROPPED_WITH_CONTENT],
  });
}
