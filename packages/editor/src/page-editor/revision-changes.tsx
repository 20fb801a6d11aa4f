import { useEffect, useId, useRef } from 'react';
import type { FieldChange, RevisionDiff } from './revision-diff.js';

export interface RevisionChangesProps {
  version: number;
  /** null while the comparison loads. */
  diff: RevisionDiff | null;
  error?: string | null;
  onRestore: () => void;
  onClose: () => void;
}

function Change({ change }: { change: FieldChange }) {
  return (
    <li>
      <span className="fe-diff__label">{change.label}</span>: <del className="fe-diff__old">{change.from}</del>
      <span aria-hidden="true"> → </span>
      <span className="fe-visually-hidden"> becomes </span>
      <ins className="fe-diff__new">{change.to}</ins>
    </li>
  );
}

/**
 * What restoring a version would change in the current draft, and "Restore this version" to
 * confirm. Focus moves to its heading when it opens, so the comparison is read first.
 */
export function RevisionChanges({ version, diff, error, onRestore, onClose }: RevisionChangesProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [version]);
  const empty = diff !== null && diff.page.length + diff.added.length + diff.removed.length + diff.moved.length + diff.changed.length === 0;
  return (
    <section className="fe-diff" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="fe-diff__title">
        Restoring version {version} would change
      </h3>
      {error ? (
        <p role="alert" className="fe-errors">
          The comparison could not be loaded: {error}
        </p>
      ) : diff === null ? (
        <p role="status" className="fe-loading">
          Comparing with your draft…
        </p>
      ) : empty ? (
        <p>Nothing: version {version} is the same as your current draft.</p>
      ) : (
        <>
          {diff.page.length > 0 ? (
            <>
              <h4 className="fe-diff__heading">Page settings</h4>
              <ul className="fe-diff__list">
                {diff.page.map((change) => (
                  <Change key={change.label} change={change} />
                ))}
              </ul>
            </>
          ) : null}
          {diff.added.length + diff.removed.length + diff.moved.length + diff.changed.length > 0 ? (
            <>
              <h4 className="fe-diff__heading">Blocks</h4>
              <ul className="fe-diff__list">
                {diff.added.map((b) => (
                  <li key={`added-${b.position}`}>
                    <strong>Added</strong>: block {b.position} ({b.name})
                  </li>
                ))}
                {diff.removed.map((b) => (
                  <li key={`removed-${b.position}`}>
                    <strong>Removed</strong>: block {b.position} ({b.name})
                  </li>
                ))}
                {diff.moved.map((b) => (
                  <li key={`moved-${b.position}`}>
                    <strong>Moved</strong>: {b.name} from position {b.from} to {b.position}
                  </li>
                ))}
                {diff.changed.map((b) => (
                  <li key={`changed-${b.position}`}>
                    <strong>Changed</strong>: block {b.position} ({b.name})
                    <ul className="fe-diff__list">
                      {b.fields.map((change) => (
                        <Change key={change.label} change={change} />
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <div className="fe-alert__actions">
        <button type="button" className="fe-button fe-button--primary" disabled={diff === null || empty} onClick={onRestore}>
          Restore this version
        </button>
        <button type="button" className="fe-button fe-button--quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </section>
  );
}
