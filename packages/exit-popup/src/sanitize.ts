// The `browser` export condition of '@forecourt/ui/sanitize' keeps sanitize-html out of browser bundles.
import { sanitizeHtml } from '@forecourt/ui/sanitize';
import { EXIT_COPY_POLICY } from './sanitize-policy.js';

/**
 * Cleans the exit popup's admin-authored copy before it is injected: keeps text formatting, lists
 * and links; drops scripts, styles, event handlers and `javascript:` URLs.
 */
export function sanitizeExitCopy(html: string): string {
  return sanitizeHtml(html, EXIT_COPY_POLICY);
}
