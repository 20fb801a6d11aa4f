import type { ValidationIssue } from '@forecourt/api-client';
import { forwardRef } from 'react';

/** Finds the control of an issue path (`blocks[2].groups[0].title.pl`) and focuses it. */
export function focusIssue(root: HTMLElement | null, path: string) {
  if (!root) return;
  let scope: HTMLElement = root;
  let rest = path;
  const block = /^blocks\[(\d+)\]\.?/.exec(path);
  if (block) {
    scope = root.querySelector<HTMLElement>(`[data-block-index="${block[1]}"]`) ?? root;
    rest = path.slice(block[0].length);
  }
  // Try the full path, then shorter and shorter prefixes (a locale or a link index may trail).
  let candidate = rest;
  while (candidate) {
    const field = scope.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(candidate)}"]`);
    if (field) return focusFirst(field);
    const cut = Math.max(candidate.lastIndexOf('.'), candidate.lastIndexOf('['));
    if (cut <= 0) break;
    candidate = candidate.slice(0, cut);
  }
  focusFirst(scope);
}

function focusFirst(container: HTMLElement) {
  const control = container.querySelector<HTMLElement>('input, select, textarea, button');
  (control ?? container).scrollIntoView?.({ block: 'center' });
  control?.focus();
}

export interface ErrorSummaryProps {
  title: string;
  issues: readonly ValidationIssue[];
  onSelect: (issue: ValidationIssue) => void;
  /** Describes where an issue is, e.g. "Block 2 (Accordion), group 3". */
  describe: (issue: ValidationIssue) => string;
}

/** The list of problems at the top of the form, each a link to its field. Focused when shown. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ title, issues, onSelect, describe }, ref) {
  return (
    <div ref={ref} className="fe-alert fe-alert--error" role="alert" tabIndex={-1} aria-labelledby="fe-error-summary-title">
      <h2 id="fe-error-summary-title" className="fe-alert__title">
        {title}
      </h2>
      <ul className="fe-summary-list">
        {issues.slice(0, 20).map((issue, index) => (
          <li key={`${issue.path}-${issue.rule}-${index}`}>
            <a
              href={`#${issue.path}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(issue);
              }}
            >
              {describe(issue)}: {issue.message}
            </a>
          </li>
        ))}
      </ul>
      {issues.length > 20 ? <p>…and {issues.length - 20} more.</p> : null}
    </div>
  );
});
