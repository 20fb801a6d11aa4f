import sanitize from 'sanitize-html';
import type { SanitizePolicy } from './policy.js';

export { DROPPED_WITH_CONTENT } from './policy.js';
export type { SanitizePolicy } from './policy.js';

type SanitizeOptions = NonNullable<Parameters<typeof sanitize>[1]>;

function optionsOf(policy: SanitizePolicy): SanitizeOptions {
  return {
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
  };
}

/** Answers kept per policy: a server renders the same texts again and again. */
const KEPT_PER_POLICY = 500;
const kept = new WeakMap<SanitizePolicy, { options: SanitizeOptions; answers: Map<string, string> }>();

/**
 * Cleans untrusted HTML with `policy`. Node build (sanitize-html); browsers get
 * `sanitize.browser.ts` through the `browser` condition of `@forecourt/ui/sanitize`, so visitors
 * never download an HTML/CSS parser. The same input gives the same output, so the latest answers
 * are kept (sanitize-html is costly, and a page renders the same block texts on every request).
 */
export function sanitizeHtml(html: string, policy: SanitizePolicy): string {
  if (!html) return '';
  let forPolicy = kept.get(policy);
  if (!forPolicy) {
    forPolicy = { options: optionsOf(policy), answers: new Map() };
    kept.set(policy, forPolicy);
  }
  const known = forPolicy.answers.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, forPolicy.options);
  if (forPolicy.answers.size >= KEPT_PER_POLICY) {
    // Forget the oldest (a Map iterates in insertion order).
    forPolicy.answers.delete(forPolicy.answers.keys().next().value!);
  }
  forPolicy.answers.set(html, clean);
  return clean;
}
