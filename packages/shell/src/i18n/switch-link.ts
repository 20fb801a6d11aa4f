// site-shell.md §3 "Language item": its url has the form 'pattern:replacement:flags', applied to
// the current full URL to produce the language-switch link.

const FLAGS = /^[dgimsuvy]*$/;

export interface LanguageSwitchRule {
  pattern: RegExp;
  replacement: string;
}

/**
 * Splits 'pattern:replacement:flags'. Flags follow the last colon. The pattern and replacement
 * may themselves hold colons (`https?://…`), so the separator is the first colon that is not a
 * URL scheme's (`://`) and leaves a pattern that compiles. Null when no split is a valid regex.
 */
export function parseLanguageSwitchRule(value: string): LanguageSwitchRule | null {
  const last = value.lastIndexOf(':');
  if (last < 0) return null;
  const flags = value.slice(last + 1);
  if (!FLAGS.test(flags)) return null;
  const head = value.slice(0, last);
  for (let at = head.indexOf(':'); at >= 0; at = head.indexOf(':', at + 1)) {
    if (head.startsWith('//', at + 1)) continue;
    try {
      return { pattern: new RegExp(head.slice(0, at), flags), replacement: head.slice(at + 1) };
    } catch {
      // Not the separator (or an invalid pattern): try the next colon.
    }
  }
  return null;
}

/** The language-switch link for `currentUrl`; an invalid rule leaves the URL unchanged. */
export function languageSwitchUrl(rule: string | null | undefined, currentUrl: string): string {
  const parsed = rule ? parseLanguageSwitchRule(rule) : null;
  return parsed ? currentUrl.replace(parsed.pattern, parsed.replacement) : currentUrl;
}
