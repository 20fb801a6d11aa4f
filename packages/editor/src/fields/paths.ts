import type { Locale } from '@forecourt/api-client';
import type { BlockIssue } from '@forecourt/blocks/templates';

/** Human names of the editor locales, used in labels and hints. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polish' };

/** Issues at `path` or below it (`path.x`, `path[0]`). */
export function issuesAt(issues: readonly BlockIssue[], path: string): BlockIssue[] {
  return issues.filter(
    (issue) => issue.path === path || issue.path.startsWith(`${path}.`) || issue.path.startsWith(`${path}[`),
  );
}

/** A DOM id derived from a data path, e.g. `b3-groups[2].quote` → `b3-groups-2--quote`. */
export function domId(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '-');
}

/**
 * The message to show for an issue on a field: issues of another locale than the one being
 * edited say which locale they are about, so an editor knows to switch.
 */
export function issueMessage(issue: BlockIssue, fieldPath: string, locale: Locale): string {
  const rest = issue.path.slice(fieldPath.length);
  const match = /^\.(\w+)/.exec(rest);
  const other = match?.[1];
  if (other && other !== locale && other in LOCALE_NAMES) {
    return `${LOCALE_NAMES[other as Locale]}: ${issue.message}`;
  }
  return issue.message;
}
