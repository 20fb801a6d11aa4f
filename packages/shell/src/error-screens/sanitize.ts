// The `browser` export condition of '@forecourt/ui/sanitize' keeps sanitize-html out of browser bundles.
import { sanitizeHtml } from '@forecourt/ui/sanitize';
import { SETTING_HTML_POLICY } from './sanitize-policy.js';

/**
 * Cleans admin-authored HTML before it is injected: keeps ordinary formatting, links and images,
 * drops scripts, event handlers and `javascript:` URLs.
 */
export function sanitizeSettingHtml(html: string): string {
  return sanitizeHtml(html, SETTING_HTML_POLICY);
}
