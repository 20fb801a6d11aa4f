import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
} from './sanitize-policy.js';

/**
 * Cleans admin-authored HTML before it is injected: keeps ordinary formatting, links and images,
 * drops scripts, event handlers and `javascript:` URLs. Server build (sanitize-html); browsers get
 * `sanitize.browser.ts` through the package's `#sanitize` import.
 */
export function sanitizeSettingHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
    ),
    allowedSchemes: [...ALLOWED_SCHEMES],
    nonTextTags: [...DROPPED_WITH_CONTENT],
  });
}
