import sanitize from 'sanitize-html';
import type { SanitizePolicy } from './policy.js';

export { DROPPED_WITH_CONTENT } from './policy.js';
export type { SanitizePolicy } from './policy.js';

/**
 * Cleans untrusted HTML with `policy`. Node build (sanitize-html); browsers get
 * `sanitize.browser.ts` through the `browser` condition of `@forecourt/ui/sanitize`, so visitors
 * never download an HTML/CSS parser.
 */
export function sanitizeHtml(html: string, policy: SanitizePolicy): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: [...policy.allowedTags],
    allowedAttributes: Object.fromEntries(
      Object.entries(policy.allowedAttributes).map(([tag, attrs]) => [tag, [...attrs]]),
    ),
    allowedSchemes: [...policy.allowedSchemes],
    allowProtocolRelative: policy.allowProtocolRelative !== false,
    nonTextTags: [...policy.droppedWithContent],
    transformTags: policy.noopenerOnBlankTargets
      ? {
          a: (tagName, attribs) => ({
            tagName,
            attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener' } : attribs,
          }),
        }
      : {},
  });
}
