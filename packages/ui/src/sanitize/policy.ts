/**
 * What a piece of admin- or editor-authored HTML may contain. Plain data, so each package keeps
 * only its policy and both engines (`sanitize.ts` in Node, `sanitize.browser.ts` in browsers)
 * apply it the same way.
 */
export interface SanitizePolicy {
  /** Elements kept; every other element is unwrapped (its children stay) unless dropped below. */
  readonly allowedTags: readonly string[];
  /** Attributes kept per tag; the '*' key applies to every allowed tag. */
  readonly allowedAttributes: Readonly<Record<string, readonly string[]>>;
  /** Elements removed together with their content (scripts, styles, embedded documents…). */
  readonly droppedWithContent: readonly string[];
  /** URL schemes `href`, `src`, `cite` and `srcset` may use; relative URLs are always fine. */
  readonly allowedSchemes: readonly string[];
  /** Whether `//host/path` URLs are allowed (default true). */
  readonly allowProtocolRelative?: boolean;
  /** Sets rel="noopener" on links with target="_blank", so the new tab gets no handle on this window. */
  readonly noopenerOnBlankTargets?: boolean;
}

/**
 * Elements whose content is never text to show (scripts, styles, form state, embedded documents
 * and foreign markup): a common base for `droppedWithContent`.
 */
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
];

/** Attributes whose value is a URL checked against the policy's schemes. */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'cite'];

/**
 * Whether a URL is relative or uses an allowed scheme. Control characters and spaces are ignored,
 * as browsers ignore them (` JaVaScRiPt:` is still `javascript:`).
 */
export function isSafeUrl(value: string, policy: SanitizePolicy): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return policy.allowProtocolRelative !== false || !/^[/\\]{2}/.test(compact);
  return policy.allowedSchemes.includes(scheme[1]!.toLowerCase());
}
